import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { settledBox, twoFrames } from './support/landing.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * Footer dialogs in both languages: each opens from the footer, is a named
 * modal, keeps the page behind still, closes three ways and gives focus back.
 * A stored "technical only" choice keeps the consent banner out of the way.
 */
for (const { lang, path, t } of LANGUAGES) {
  const F = t.COMPONENTS.FOOTER;
  const openers: { name: string; open: (footer: Locator) => Locator }[] = [
    { name: F.PRIVACY_POLICY, open: (footer) => footer.getByRole('link', { name: F.PRIVACY_POLICY }) },
    { name: F.COOKIE_POLICY, open: (footer) => footer.getByRole('link', { name: F.COOKIE_POLICY }) },
    { name: F.TERMS, open: (footer) => footer.getByRole('link', { name: F.TERMS }) },
    {
      name: t.COMPONENTS.CONSENT.PREFERENCES_TITLE,
      open: (footer) => footer.getByRole('button', { name: F.COOKIE_PREFERENCES }),
    },
  ];

  test.describe(`footer dialogs (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      await page.goto(path);
      await waitForIslands(page);
    });

    for (const { name, open } of openers) {
      test(`"${name}" opens from the footer and closes on Escape, outside click and the close button`, async ({
        page,
      }) => {
        const footer = page.getByRole('contentinfo');
        const opener = open(footer);
        const dialog = page.getByRole('dialog', { name });

        const openIt = async () => {
          await opener.click();
          await expect(dialog).toBeVisible();
          // Focus moved into the dialog.
          await expect(dialog.locator(':focus')).toHaveCount(1);
        };

        await openIt();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();

        await openIt();
        await page.mouse.click(8, 8);
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();

        await openIt();
        await dialog.getByRole('button', { name: t.BUTTON.CLOSE, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      });
    }

    test('a policy dialog fits its question before media consent, and takes the height of the screen for the page once allowed', async ({
      page,
      context,
      baseURL,
    }) => {
      await recordThirdParty(context);
      const viewport = page.viewportSize()?.height ?? 0;
      const footer = page.getByRole('contentinfo');
      const dialog = page.getByRole('dialog', { name: F.PRIVACY_POLICY });
      await footer.getByRole('link', { name: F.PRIVACY_POLICY }).click();
      await expect(dialog.locator('iframe')).toHaveCount(0);
      expect((await dialog.boundingBox())?.height ?? 0).toBeLessThan(viewport / 2);

      await storeConsent(context, baseURL ?? '', { analytics: false, media: true });
      await page.reload();
      await waitForIslands(page);
      await footer.getByRole('link', { name: F.PRIVACY_POLICY }).click();
      await expect(dialog.locator('iframe')).toBeVisible();
      expect((await dialog.boundingBox())?.height ?? 0).toBeGreaterThan(viewport * 0.8);
    });

    test('focus stays inside an open dialog and the page behind does not scroll', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 400 });
      const footer = page.getByRole('contentinfo');
      // Sections skip layout until near the viewport (content-visibility, decision 035): after the
      // jump, the real sizes of those passed replace their estimates and the page settles. Measure then.
      await settledBox(footer);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      // With scripts it opens a dialog, so its name says nothing of a new tab.
      await expect(footer.getByRole('link', { name: F.PRIVACY_POLICY })).toHaveAccessibleName(
        F.PRIVACY_POLICY,
      );
      await footer.getByRole('link', { name: F.PRIVACY_POLICY }).click();
      const dialog = page.getByRole('dialog', { name: F.PRIVACY_POLICY });
      await expect(dialog).toBeVisible();
      // Native modal: the page behind is inert. Tabbing past the last control may
      // leave for the browser's own UI, never for an element of the page.
      const focusOutside = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const open = document.querySelector('dialog[open]');
          return active !== null && active !== document.body && !open?.contains(active);
        });
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusOutside()).toBe(false);
      }
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusOutside()).toBe(false);
      }
      // The wheel over the backdrop: once the page has received it and drawn two frames, a scroll
      // it caused (even a smooth one) would have moved the page.
      await page.evaluate(() => {
        const record = window as unknown as { wheeled: Promise<void> };
        record.wheeled = new Promise((resolve) => {
          window.addEventListener(
            'wheel',
            () => {
              resolve();
            },
            { once: true, capture: true },
          );
        });
      });
      await page.mouse.move(8, 8);
      await page.mouse.wheel(0, -600);
      await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
      await twoFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test('the contact link is the #contact show action', async ({ page }) => {
      const link = page.getByRole('contentinfo').getByRole('link', { name: F.CONTACT_US });
      await expect(link).toHaveAttribute('href', '#contact');
    });

    test('the policy links lead to the external pages when opened in a new tab', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      for (const name of [F.PRIVACY_POLICY, F.COOKIE_POLICY]) {
        const link = footer.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', new RegExp(`^https://.+/${lang}/`));
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  });
}

test('the copyright year is the visitor clock’s year, on the first day of a new year', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2031, 0, 1, 0, 0, 5));
  await page.goto('/en/sustainability');
  // The footer's island starts once the visitor reaches it (decision 115).
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('© 2031 ');
});

test('without JavaScript the footer shows the build year and policy links still work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it/sostenibilita');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${String(new Date().getFullYear())} `);
  await expect(footer.getByRole('link', { name: 'Informativa privacy' })).toHaveAttribute('href', /^https:/);
  // Without scripts it opens the policy in a new tab, and says so (with them it opens a dialog).
  await expect(footer.getByRole('link', { name: 'Informativa privacy' })).toHaveAccessibleName(
    'Informativa privacy (si apre in una nuova scheda)',
  );
  await context.close();
});

test.describe('third parties', () => {
  test('opening the footer dialogs before any consent requests no third-party host', async ({
    context,
    page,
  }) => {
    const requested = await recordThirdParty(context);
    await page.goto('/en/sustainability');
    await waitForIslands(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' }).locator('iframe')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await footer.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('navigation'),
    ).toBeVisible();
    expect(requested).toEqual([]);
  });
});
