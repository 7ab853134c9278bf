import type { Locale } from '../i18n/locales.ts';
import { enContent } from './en.ts';
import { itContent } from './it.ts';
import type { SiteContent } from './types.ts';

export const CONTENT: Readonly<Record<Locale, SiteContent>> = { it: itContent, en: enContent };

export function contentFor(locale: Locale): SiteContent {
  return CONTENT[locale];
}
