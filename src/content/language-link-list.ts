import type { Dictionary } from './dictionaries.ts';
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
 * The language switch's links of a page (language-links.ts), with the dictionaries given: the
 * editor's preview (decision 156) has the interface's words being edited, not the built ones, and
 * cannot read the files.
 */
export function languageLinksWith(
  page: PageId,
  locale: Locale,
  dictionary: (locale: Locale) => Dictionary,
): LanguageLink[] {
  return alternateLocales(locale).map((target) => ({
    locale: target,
    href: page === 'home' ? `/?lang=${target}` : pathFor(page, target),
    tag: LOCALE_META[target].tag,
    name: LOCALE_META[target].nativeName,
    title: dictionary(target).COMPONENTS.HEADER.READ_IN_THIS_LANGUAGE,
  }));
}
