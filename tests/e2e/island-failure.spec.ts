import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';

/**
 * Scripts run but an island's code cannot be loaded (a proxy blocks the chunk, a download fails):
 * Astro retries once, then the island is shown as it is without scripts, and no control that
 * cannot work stays on the page (src/lib/hydration/island-failure.ts).
 */
const BLOCKED = ['ReasonsCarousel', 'MediaElementsGrid', 'VideoFacade', 'ContactModalIsland'];

for (const { lang, path, t } of LANGUAGES) {
  test(`a landing page whose island chunks fail to load hides their controls and shows all the content (${lang})`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectConsoleErrors('[astro-island] Error hydrating', 'Failed to load resource');
    await page.route(
      (url) =>
        url.pathname.startsWith('/_astro/') && BLOCKED.some((name) => url.pathname.includes(`/${name}.`)),
      (route) => route.abort(),
    );
    await page.goto(path);
    // The carousel and the cards load when they near the screen, a video when the pointer is over
    // it (decision 120).
    for (const selector of ['.media-elements', '.reasons', '.site-footer']) {
      await page.locator(selector).scrollIntoViewIfNeeded();
    }
    for (const play of await page.locator('.video__play').all()) await play.hover();
    // The contact modal's island starts only when a contact link is reached (decision 115): not yet.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.documentElement.getAttribute('data-failed-islands')?.split(' ').sort(),
          ),
        {
          timeout: 15_000,
        },
      )
      .toEqual(BLOCKED.filter((name) => name !== 'ContactModalIsland').sort());

    const reasons = page.locator('.reasons');
    await expect(reasons.locator('.carousel__slide')).toHaveCount(4);
    for (const slide of await reasons.locator('.carousel__slide').all()) await expect(slide).toBeVisible();
    await expect(reasons.getByRole('button', { name: t.COMPONENTS.CAROUSEL.NEXT })).toBeHidden();

    const grid = page.locator('.media-elements');
    // The turn buttons are in the page, and hidden: no button that does nothing.
    await expect(grid.locator('.flip-card__toggle')).toHaveCount(6);
    await expect(grid.getByRole('button')).toHaveCount(0);
    for (const back of await grid.locator('.flip-card__face--back').all()) await expect(back).toBeVisible();

    for (const play of await page.locator('.video__play').all()) await expect(play).toBeHidden();
    await expect(page.locator('.video__caption a').first()).toBeVisible();

    // Without the modal, "contact us" leads to the page's static contact block, brought into view
    // once the modal's code has failed.
    await expect(page.locator('.help-card--contact')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: t.COMPONENTS.FOOTER.CONTACT_US }).click();
    await expect(page.getByRole('region', { name: t.COMPONENTS.CONTACT_FALLBACK.TITLE })).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('data-failed-islands', /\bContactModalIsland\b/);
    // The islands that did load still work: the footer's preferences button is there.
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: t.COMPONENTS.FOOTER.COOKIE_PREFERENCES }),
    ).toBeVisible();
  });
}
