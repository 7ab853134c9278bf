import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { fakeProvider, texts } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';
import { measureFocusRing, type RingMeasure } from './support/focus-ring.ts';
import { scrollThrough } from './support/landing.ts';

/**
 * Every keyboard stop shows a focus indicator a visitor can see: at least a 2 px perimeter of
 * pixels that change by 3:1 or more (WCAG 2.4.13's measure), on light surfaces (page, consent
 * banner, dialogs) and dark ones (footer, closing section, video posters) alike.
 */

/** Tabs through `stops` stops (or until focus leaves the page) and returns every weak indicator. */
async function weakRings(page: Page, stops: number): Promise<{ seen: number; weak: RingMeasure[] }> {
  const weak: RingMeasure[] = [];
  let seen = 0;
  for (let press = 0; press < stops; press += 1) {
    await page.keyboard.press('Tab');
    const ring = await measureFocusRing(page);
    if (!ring) break;
    seen += 1;
    if (ring.contrasting < ring.required) weak.push(ring);
  }
  return { seen, weak };
}

/** The number of controls Tab visits inside a dialog. */
async function tabStopsIn(dialog: Locator): Promise<number> {
  return dialog.evaluate(
    (root) =>
      [
        ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]'),
      ].filter((element) => !element.matches(':disabled') && element.checkVisibility()).length,
  );
}

async function hydrated(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    // Tab goes on from the sequential-navigation starting point, which scrolling through the page can
    // leave at a section far down (seen with Chromium 150: the walk began at the success stories).
    // Focusing and blurring a mark at the top of <body> puts it back where a visitor's first Tab starts.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.style.position = 'absolute';
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.blur();
  });
}

/** Whole pages, walked from the first stop to the last, at the three widths the design is checked at. */
const WALKS = [
  // No choice stored: the walk starts in the consent banner.
  { path: '/it/sostenibilita', locale: 'it', width: 1460, banner: true, minStops: 30 },
  { path: '/', locale: 'en', width: 390, banner: false, minStops: 20 },
  { path: '/en/terms-and-conditions', locale: 'en', width: 768, banner: false, minStops: 20 },
] as const;

for (const walk of WALKS) {
  test(`every stop of ${walk.path} (${walk.locale}) shows a visible ring at ${String(walk.width)} px${walk.banner ? ', from the consent banner on' : ''}`, async ({
    page,
    context,
  }) => {
    // Up to 90 stops, two screenshots each: about 10 s on an idle machine, a minute or more on a busy one.
    test.setTimeout(180_000);
    await recordThirdParty(context);
    if (!walk.banner) await storeConsent(context, baseURL, { analytics: false, media: false });
    await context.addCookies([{ name: 'lang', value: walk.locale, url: baseURL }]);
    await page.setViewportSize({ width: walk.width, height: 900 });
    await page.goto(walk.path);
    await hydrated(page);
    const { seen, weak } = await weakRings(page, 90);
    expect(seen, 'stops until focus leaves the page').toBeGreaterThan(walk.minStops);
    expect(weak).toEqual([]);
  });
}

test('every control of the contact dialog shows a visible ring (Italian, 1460 px)', async ({
  page,
  context,
}) => {
  await recordThirdParty(context);
  await storeConsent(context, baseURL, { analytics: false, media: false });
  await fakeProvider(page, 'it');
  await page.setViewportSize({ width: 1460, height: 900 });
  await page.goto('/it/aziende-medio-grandi');
  await hydrated(page);
  const t = texts('it').COMPONENTS;
  await page.getByRole('contentinfo').getByRole('link', { name: t.FOOTER.CONTACT_US }).click();
  const dialog = page.getByRole('dialog', { name: t.CONTACT_MODAL.TITLE });
  await expect(dialog.locator('form')).toBeVisible();
  const stops = await tabStopsIn(dialog);
  expect(stops).toBeGreaterThan(5);
  const { weak } = await weakRings(page, stops);
  expect(weak).toEqual([]);
});

test('every control of the cookie preferences dialog shows a visible ring (English, 390 px)', async ({
  page,
  context,
}) => {
  await recordThirdParty(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/medium-big-companies');
  await hydrated(page);
  const t = texts('en').COMPONENTS.CONSENT;
  await page.getByRole('region', { name: t.BANNER_TITLE }).getByRole('button', { name: t.CUSTOMIZE }).click();
  const dialog = page.getByRole('dialog', { name: t.PREFERENCES_TITLE });
  await expect(dialog).toBeVisible();
  // The form shows once its strings have arrived (decision 115).
  await expect(dialog.locator('form')).toBeVisible();
  const stops = await tabStopsIn(dialog);
  expect(stops).toBeGreaterThan(3);
  const { weak } = await weakRings(page, stops);
  expect(weak).toEqual([]);
});
