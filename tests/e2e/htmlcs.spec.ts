import { baseURL } from '../../playwright.config.ts';
import { htmlcsErrors } from './support/htmlcs.ts';
import { expect, test } from './support/fixtures.ts';
import { label, VISITABLE_PAGES } from './support/pages.ts';
import { waitForStartup } from './support/startup.ts';

/**
 * A second accessibility engine beside axe (landing-a11y, legal-a11y): HTML_CodeSniffer at WCAG 2
 * AA, what pa11y reports, on every page in both languages, as a first-time visitor sees it (the
 * consent banner open). The two engines test different things: HTML_CodeSniffer, for one, checks
 * that every in-page link (`#contact`) has its target.
 */
for (const entry of VISITABLE_PAGES) {
  test(`${label(entry)}: HTML_CodeSniffer finds no WCAG 2 AA error`, async ({ page }) => {
    await page.context().addCookies(entry.cookies.map((cookie) => ({ ...cookie, url: baseURL })));
    await page.goto(entry.path);
    await waitForStartup(page);
    expect(await htmlcsErrors(page)).toEqual([]);
  });
}
