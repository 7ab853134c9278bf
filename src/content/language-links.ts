import { dictionaryFor } from './dictionaries.ts';
import { languageLinksWith, type LanguageLink } from './language-link-list.ts';
import type { Locale, PageId } from '../i18n/locales.ts';

export type { LanguageLink };

/**
 * The same page in every other language of the locale table. The homepage has one URL for
 * all languages, so its links ask the server to save the choice (`/?lang=xx` sets the
 * cookie and redirects to `/`, decision 002).
 */
export function languageLinks(page: PageId, locale: Locale): LanguageLink[] {
  return languageLinksWith(page, locale, (target) => dictionaryFor(target));
}
