import { repositoryContent } from './load/site-content.ts';
import type { Dictionary } from './schema/interface.ts';
import type { Locale } from '../i18n/locales.ts';

export type { Dictionary };

/** The interface's words, from content/ui/interface.yaml, checked at first use (decision 107). */
export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = repositoryContent().files.interface;

export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}
