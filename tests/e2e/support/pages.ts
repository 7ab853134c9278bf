import type { Page } from '@playwright/test';
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
  return [...html.matchAll(/<link[^>]*rel="?stylesheet[^>]*>/g)].map(
    ([link]) => /href="?([^"\s>]+)/.exec(link)?.[1] ?? link,
  );
}

/**
 * The form controls not set in the page's typeface, as `tag.class: family`. Browsers give
 * controls their own font unless the styles say otherwise (Arial at 13.33 px in Chromium on Linux).
 */
export async function controlsOffThePageFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageFont = getComputedStyle(document.body).fontFamily;
    return [...document.querySelectorAll('button, input, select, textarea')]
      .filter((control) => getComputedStyle(control).fontFamily !== pageFont)
      .map(
        (control) =>
          `${control.tagName.toLowerCase()}.${control.className}: ${getComputedStyle(control).fontFamily}`,
      );
  });
}
