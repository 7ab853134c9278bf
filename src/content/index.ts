import { isLandingPage, type Locale, type PageId } from '../i18n/locales.ts';
import { enContent } from './en.ts';
import { itContent } from './it.ts';
import type { PageMeta, SiteContent } from './types.ts';

export const CONTENT: Readonly<Record<Locale, SiteContent>> = { it: itContent, en: enContent };

export function contentFor(locale: Locale): SiteContent {
  return CONTENT[locale];
}

/** Title, description and sharing-image text of any page of the locale table. */
export function pageMetaFor(page: PageId, locale: Locale): PageMeta {
  const content = contentFor(locale);
  return isLandingPage(page) ? content.pages[page].meta : content.termsPage.meta;
}
