import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';
import { enlargeText } from './support/large-text.ts';
import { isLandingPage } from '../../src/i18n/locales.ts';
import { label, VISITABLE_PAGES } from './support/pages.ts';
import { chromiumHeadingNames, headingWordsBrokenWithoutHyphen } from './support/word-breaks.ts';

/**
 * Long words in headings break with a hyphen where their language allows (WCAG 1.4.4, 1.4.10):
 * at 320 px with text at 200 %, on every landing page and the homepage in Italian and English, with the consent banner
 * showing (its title is an h2), no heading line ends inside a word without a hyphen. Chromium here
 * has no hyphenation dictionary, so this holds through the soft hyphens the build puts in
 * (src/lib/hyphenation/soft-hyphens.ts), and they stay out of what screen readers are told.
 */
test('at 320 px with text at 200 %, heading words break only with a hyphen, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 844 });
  // The terms page's clause titles are not hyphenated yet: only the landing pages and the homepage.
  for (const entry of VISITABLE_PAGES.filter((candidate) => isLandingPage(candidate.page))) {
    await page.context().clearCookies();
    await page.context().addCookies(entry.cookies.map((cookie) => ({ ...cookie, url: baseURL })));
    await page.goto(entry.path);
    await enlargeText(page);
    await expect(page.locator('#consent-banner h2'), label(entry)).toBeVisible();

    expect(await headingWordsBrokenWithoutHyphen(page), label(entry)).toEqual([]);

    const names = await chromiumHeadingNames(page);
    expect(names.length, label(entry)).toBeGreaterThan(3);
    expect(
      names.filter((name) => name.includes('\u00AD')),
      label(entry),
    ).toEqual([]);
    expect(await page.title(), label(entry)).not.toContain('\u00AD');
  }
});
