import type { Page } from '@playwright/test';
import { baseURL } from '../../../playwright.config.ts';
import { DICTIONARIES, type Dictionary } from '../../../src/content/dictionaries.ts';
import { recordThirdParty, storeConsent } from './consent.ts';
import { waitForIslands, waitForStartup } from './startup.ts';
import { expect } from './fixtures.ts';

// The header menu's browser tests (header-menu*.spec.ts): the pages, the widths and how they are opened.
const en = DICTIONARIES.en;
const it = DICTIONARIES.it;

/** The header menu of a visitor with a role (role 2 sees every route: the longest menu). */
export const PAGES: readonly { lang: string; path: string; t: Dictionary; current: string }[] = [
  { lang: 'it', path: '/it/sostenibilita', t: it, current: it.MENU.sustainability },
  { lang: 'en', path: '/en/medium-big-companies', t: en, current: en.MENU.companies },
];
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1460, height: 900 };

/** Opens a page as a visitor with this role (none: anonymous) once its menu can be used. */
export async function open(page: Page, path: string, role: string | undefined, viewport = PHONE) {
  const context = page.context();
  await recordThirdParty(context);
  // The consent question is answered, so the page shows only what these tests look at.
  await storeConsent(context, baseURL, { analytics: false, media: false });
  if (role !== undefined) await context.addCookies([{ name: 'role', value: role, url: baseURL }]);
  await page.setViewportSize(viewport);
  await page.goto(path);
  await waitForIslands(page);
  // The menu comes with the configuration: wait for the start-up loading to end.
  await waitForStartup(page);
  await expect(page.getByRole('status')).toHaveCount(0);
}

/** Where the header's background ends (its bottom border is drawn over by the panel's own top border). */
export const headerBottom = (page: Page) =>
  page
    .locator('#site-header')
    .evaluate((header) => header.getBoundingClientRect().top + header.clientTop + header.clientHeight);
export const introTop = (page: Page) =>
  page.locator('.intro').evaluate((intro) => intro.getBoundingClientRect().top + window.scrollY);
export const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
