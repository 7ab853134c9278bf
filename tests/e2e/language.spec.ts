import type { BrowserContext } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';

const langCookie = async (context: BrowserContext) =>
  (await context.cookies(baseURL)).find((c) => c.name === 'lang');

test.describe('the homepage language', () => {
  test('is Italian with neither cookie nor Accept-Language', async ({ playwright }) => {
    // A browser always sends Accept-Language, so ask as a bare HTTP client does.
    const client = await playwright.request.newContext({ baseURL });
    const response = await client.get('/', { headers: { 'accept-language': '' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="it"/);
    await client.dispose();
  });

  test('follows Accept-Language when there is no cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('follows the lang cookie over Accept-Language', async ({ browser }) => {
    const context = await browser.newContext({ baseURL, locale: 'it-IT' });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('the language switch', () => {
  test('goes to the equivalent page and saves the language', async ({ page, context }) => {
    await page.goto('/it/sostenibilita');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL}/en/sustainability`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = await langCookie(context);
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(`${baseURL}/it/sostenibilita`);
    expect((await langCookie(context))?.value).toBe('it');
  });

  test('pairs the companies pages', async ({ page }) => {
    await page.goto('/en/medium-big-companies');
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(`${baseURL}/it/aziende-medio-grandi`);
  });

  test('on the homepage switches the homepage language', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'it', url: baseURL }]);
    await page.goto('/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await langCookie(context))?.value).toBe('en');
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/sustainability');
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(`${baseURL}/it/sostenibilita`);
    expect((await langCookie(context))?.value).toBe('it');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await context.close();
  });

  test('is reachable and usable with the keyboard', async ({ page }) => {
    await page.goto('/it/aziende-medio-grandi');
    const link = page.getByRole('link', { name: 'English' });
    for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/en/medium-big-companies`);
  });
});

test.describe('unknown paths', () => {
  for (const path of [
    '/does-not-exist',
    '/en/nope',
    '/it/sostenibilita/extra/deep/path',
    '/de/nachhaltigkeit',
  ]) {
    test(`${path} lands on the homepage`, async ({ page }) => {
      const response = await page.goto(path);
      await expect(page).toHaveURL(`${baseURL}/`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${path}`);
    });
  }

  test('the slash variant of a page moves to its one address', async ({ page }) => {
    await page.goto('/en/sustainability/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(`${baseURL}/en/sustainability`);
  });

  test('a mistyped English address lands on the English homepage, whatever the browser prefers', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/en/sustainabilty');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
