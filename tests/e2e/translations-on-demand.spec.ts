import type { Page } from '@playwright/test';
import { storeConsent } from './support/consent.ts';
import { fakeProvider } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { waitForIslands, waitForStartup } from './support/startup.ts';

/**
 * The served dictionary (/assets/i18n/{lang}.json) is read only by dialogs loaded on demand; it is
 * asked when the visitor reaches for what opens one, not at page load (decision 128).
 * Playwright's routing turns the HTTP cache off, so every ask is seen.
 */
async function countTranslationRequests(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/assets/i18n/*.json', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.continue();
  });
  return asked;
}

for (const { lang, path, t } of LANGUAGES) {
  const F = t.COMPONENTS.FOOTER;
  const dialogs = [
    {
      name: t.COMPONENTS.CONTACT_MODAL.TITLE,
      opener: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: F.CONTACT_US }),
    },
    {
      name: t.COMPONENTS.CONSENT.PREFERENCES_TITLE,
      opener: (page: Page) =>
        page.getByRole('contentinfo').getByRole('button', { name: F.COOKIE_PREFERENCES }),
    },
    ...(lang === 'it'
      ? [
          {
            name: t.COMPONENTS.FORM_POPUP.DEMO,
            opener: (page: Page) => page.locator('a[data-form-popup="demo"]').first(),
          },
        ]
      : []),
  ];

  for (const { name, opener } of dialogs) {
    test(`${lang}: the translations are asked as the visitor reaches for "${name}", not at load`, async ({
      page,
      context,
      baseURL,
    }) => {
      // Media allowed: the form popup opens straight away, without the consent question.
      await storeConsent(context, baseURL ?? '', { analytics: false, media: true });
      await fakeProvider(page, lang);
      const asked = await countTranslationRequests(page);
      await page.goto(path);
      await waitForStartup(page);
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      await opener(page).hover();
      await expect.poll(() => asked).toEqual([`/assets/i18n/${lang}.json`]);
      await opener(page).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(asked).toHaveLength(1);
    });
  }

  test(`${lang}: translations that fail to load are logged, and opening the contact form asks again`, async ({
    page,
    context,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.expectConsoleErrors(
      `Translations /assets/i18n/${lang}.json could not be loaded`,
      'status of 503',
    );
    await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
    await fakeProvider(page, lang);
    const asked: string[] = [];
    await page.route('**/assets/i18n/*.json', async (route) => {
      asked.push(route.request().url());
      if (asked.length === 1) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await page.goto(path);
    await waitForIslands(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: F.CONTACT_US });
    const logged = page.waitForEvent('console', (message) => message.text().startsWith('Translations'));
    await link.hover();
    expect((await logged).text()).toContain('HTTP 503');

    await link.click();
    const dialog = page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.TITLE });
    await expect(dialog.getByRole('button', { name: t.BUTTON.CLOSE })).toBeVisible();
    expect(asked).toHaveLength(2);
  });
}
