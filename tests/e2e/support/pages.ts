import { allPageRefs, pathFor, type Locale, type PageId } from '../../../src/i18n/locales.ts';

/** Every page as a visitor reaches it: the homepage once per language (chosen by cookie). */
export interface VisitablePage {
  readonly page: PageId;
  readonly locale: Locale;
  readonly path: string;
  readonly cookies: { name: string; value: string }[];
}

export const VISITABLE_PAGES: VisitablePage[] = allPageRefs().map(({ page, locale }) => ({
  page,
  locale,
  path: pathFor(page, locale),
  cookies: page === 'home' ? [{ name: 'lang', value: locale }] : [],
}));

export function label(page: VisitablePage): string {
  return `${page.page} (${page.locale}) at ${page.path}`;
}
