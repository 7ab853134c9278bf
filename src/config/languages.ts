import type { Locale } from '../i18n/locales.ts';

export interface LanguageEntry {
  readonly iso: Locale;
  readonly name: string;
}

/** Language entries (docs/requirements.md R10.3), values as given (the English name is in Italian). */
export const LANGUAGES: readonly LanguageEntry[] = [
  { iso: 'it', name: 'Italiano' },
  { iso: 'en', name: 'Inglese' },
];
