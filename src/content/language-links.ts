import { dictionaryFor } from './dictionaries.ts';
import { alternateLocales, LOCALE_META, pathFor, type Locale, type PageId } from '../i18n/locales.ts';

/** One link of the language switch, worked out at build time. */
export interface LanguageLink {
  readonly locale: Locale;
  readonly href: string;
  /** BCP 47 tag: the link's hreflang and lang. */
  readonly tag: string;
  /** The language's own name, the link's text. */
  readonly name: string;
  /** "Read this page in English", written in the language the link leads to. */
  readonly title: string;
}

/**
 * The same page in every other language of the locale table. The homepage has one URL for
 * all languages, so its links ask the server to save the choice (`/?lang=xx` sets the
 * cookie and redirects to `/`, decision 002).
 */
export function languageLinks(page: PageId, locale: Locale): LanguageLink[] {
  return alternateLocales(locale).map((target) => ({
    locale: target,
    href: page === 'home' ? `/?lang=${target}` : pathFor(page, target),
    tag: LOCALE_META[target].tag,
    name: LOCALE_META[target].nativeName,
    title: dictionaryFor(target).COMPONENTS.HEADER.READ_IN_THIS_LANGUAGE,
  }));
}
