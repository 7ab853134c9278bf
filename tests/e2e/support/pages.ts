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

/** The stylesheet every page links for its first paint (decision 079). */
export const SITE_STYLESHEET = /^\/_astro\/site\.[\w-]{8}\.css$/;

/** The stylesheet URLs an HTML document links, in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*>/g)].map(
    ([link]) => /href="?([^"\s>]+)/.exec(link)?.[1] ?? link,
  );
}
