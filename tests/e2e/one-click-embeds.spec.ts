import type { Page } from '@playwright/test';
import { COOKIE_POLICY_URL, PRIVACY_POLICY_URL } from '../../src/config/legal-urls.ts';
import { SITE } from '../../src/config/site.ts';
import { format } from '../../src/i18n/format.ts';
import { baseURL } from '../../playwright.config.ts';
import { policyLoadButtonName, readStoredConsent, recordThirdParty, visit } from './support/consent.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * Decision 092: a button that says what it loads and from whom is the visitor's consent
 * for that one item, which then loads at once, without a second "allow third-party media?" dialog.
 * Every third-party request is answered by a local stand-in (support/consent.ts).
 */

/** Counts the page's clicks (capture phase, so none is missed), from the first script on. */
async function countClicks(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { clicks: number };
    counted.clicks = 0;
    // The visitor's clicks: a click the page repeats itself, once the island it was kept for has
    // started (decision 115), is not one more the visitor made.
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) counted.clicks += 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
}

/** Focus is on our page (not inside a frame) and on this element, and it is on screen. */
async function expectFocusedInView(page: Page, name: string) {
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(name);
  await expect(focused).toBeInViewport();
}

for (const { lang, path, t } of LANGUAGES) {
  const F = t.COMPONENTS.FOOTER;
  const L = t.COMPONENTS.LEGAL;
  const policies = [
    { title: F.PRIVACY_POLICY, url: PRIVACY_POLICY_URL[lang] },
    { title: F.COOKIE_POLICY, url: COOKIE_POLICY_URL[lang] },
  ];

  test.describe(`one informed click loads one embed (${lang})`, () => {
    for (const { title, url } of policies) {
      test(`"${title}": the footer link, then ONE click in the dialog, loads the document`, async ({
        page,
        context,
      }) => {
        const requested = await recordThirdParty(context);
        const clicks = await countClicks(page);
        await visit(page, path);
        await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: policyLoadButtonName(t, title, url) }).click();

        await expect(dialog.locator('iframe')).toHaveAttribute('src', url);
        expect(await clicks()).toBe(2);
        // No second dialog, and the general media choice is not made by this click.
        await expect(page.getByRole('dialog')).toHaveCount(1);
        expect(await readStoredConsent(context)).toBeUndefined();
        await expect.poll(() => requested).toContain(url);
      });
    }

    test('a keyboard user tabs out of a loaded policy page to the new-tab link, then to a close button', async ({
      page,
      context,
    }) => {
      await recordThirdParty(context);
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, path);
      const [privacy] = policies;
      if (!privacy) return;
      await page.getByRole('contentinfo').getByRole('link', { name: privacy.title }).click();
      const dialog = page.getByRole('dialog', { name: privacy.title });
      await dialog
        .getByRole('button', { name: policyLoadButtonName(t, privacy.title, privacy.url) })
        .press('Enter');
      const frame = dialog.locator('iframe');
      // Focus goes into the policy page once it has loaded (decision 082).
      await expect(frame).toBeFocused();
      await expect(dialog.getByRole('button', { name: t.BUTTON.CLOSE, exact: true })).toBeInViewport();

      await page.keyboard.press('Tab');
      await expectFocusedInView(page, L.OPEN_IN_NEW_TAB);
      await page.keyboard.press('Tab');
      await expectFocusedInView(page, L.CLOSE_DOCUMENT);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: privacy.title })).toBeFocused();
    });

    test('one click on a video’s play button loads that player, and only that one', async ({
      page,
      context,
    }) => {
      const requested = await recordThirdParty(context);
      await visit(page, path);
      const video = page.locator('.lateral-banner figure.video');
      await video.scrollIntoViewIfNeeded();
      const V = t.COMPONENTS.VIDEO;
      const note = format(V.LOADS_PLAYER, { host: SITE.videoHost.name });
      const play = video.getByRole('button', {
        name: new RegExp(`${V.PLAY.replace('{title}', '.+')} — ${note}`),
      });
      // What the click loads and from whom is on the button, in words.
      await expect(play).toContainText(note);
      await play.click();

      const player = video.locator('iframe');
      await expect(player).toHaveAttribute('src', new RegExp(`^${SITE.videoHost.player}\\d+`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(requested.every((url) => url.startsWith(SITE.videoHost.player))).toBe(true);
      expect(await readStoredConsent(context)).toBeUndefined();
      // The page's other video still waits for its own click.
      await expect(page.locator('figure.video iframe')).toHaveCount(1);
    });
  });
}

for (const { lang, t } of LANGUAGES) {
  const P = t.COMPONENTS.FORM_POPUP;
  test(`form popup (${lang} homepage): the call to action, then ONE click in the dialog, loads the form; Tab leaves it to close`, async ({
    page,
    context,
  }) => {
    const requested = await recordThirdParty(context);
    const clicks = await countClicks(page);
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('link', { name: P.DEMO }).click();
    const dialog = page.getByRole('dialog', { name: P.DEMO });
    await expect(dialog).toBeVisible();
    expect(requested).toEqual([]);
    const host = new URL(SITE.forms[lang].demo).host;
    await expect(dialog).toContainText(format(P.NOTICE, { host }));
    await dialog.getByRole('button', { name: format(P.LOAD_HERE, { host }) }).click();

    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', SITE.forms[lang].demo);
    expect(await clicks()).toBe(2);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect.poll(() => requested).toContain(SITE.forms[lang].demo);
    expect(await readStoredConsent(context)).toBeUndefined();

    // From inside the provider's page, Tab reaches our new-tab link, then a close button.
    await expect(frame).toBeFocused();
    await page.keyboard.press('Tab');
    await expectFocusedInView(page, `${P.FALLBACK} ${t.COMPONENTS.LANDING.NEW_TAB}`);
    await page.keyboard.press('Tab');
    await expectFocusedInView(page, P.CLOSE_FORM);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
}
