import { isLandingPage, LOCALES, type Locale, type PageId } from '../i18n/locales.ts';
import { assembleContent } from './assemble.ts';
import { repositoryContent } from './load/site-content.ts';
import type { PageMeta, SiteContent } from './types.ts';

/** The content files of content/, checked and assembled once per language (decision 107). */
export const CONTENT: Readonly<Record<Locale, SiteContent>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, assembleContent(repositoryContent(), locale)]),
) as Record<Locale, SiteContent>;

export function contentFor(locale: Locale): SiteContent {
  return CONTENT[locale];
}

/** Title, description and sharing-image text of any page of the locale table. */
export function pageMetaFor(page: PageId, locale: Locale): PageMeta {
  const content = contentFor(locale);
  return isLandingPage(page) ? content.pages[page].meta : content.termsPage.meta;
}
