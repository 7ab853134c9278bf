import type { Page } from '@playwright/test';
import { baseURL } from '../../../playwright.config.ts';

/** The four landing pages and the homepage in both languages (chosen by the `lang` cookie). */
export interface LandingPage {
  readonly name: string;
  readonly path: string;
  readonly locale: 'it' | 'en';
  readonly home: boolean;
}

export const LANDING_PAGES: readonly LandingPage[] = [
  { name: 'it sustainability', path: '/it/sostenibilita', locale: 'it', home: false },
  { name: 'en sustainability', path: '/en/sustainability', locale: 'en', home: false },
  { name: 'it companies', path: '/it/aziende-medio-grandi', locale: 'it', home: false },
  { name: 'en companies', path: '/en/medium-big-companies', locale: 'en', home: false },
  { name: 'it homepage', path: '/', locale: 'it', home: true },
  { name: 'en homepage', path: '/', locale: 'en', home: true },
];

export async function openLandingPage(page: Page, entry: LandingPage): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: entry.locale, url: baseURL }]);
  await page.goto(entry.path);
}

/** Scrolls through the whole page so every island hydrates and every lazy image loads. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => {
      window.scrollTo(0, top);
    }, y);
    await page.waitForTimeout(50);
  }
  // Every island hydrated: Astro removes `ssr` from an island once it is running.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Scroll to an exact position and let the scroll handlers and observers run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
