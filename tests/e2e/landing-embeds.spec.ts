import type { Page } from '@playwright/test';
import { SITE } from '../../src/config/site.ts';
import { baseURL } from '../../playwright.config.ts';
import {
  expectFocusInEmbed,
  readStoredConsent,
  recordThirdParty,
  storeConsent,
  thirdPartySources,
} from './support/consent.ts';
import { gate } from './support/contact-provider.ts';
import { waitForIslands } from './support/startup.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The form dialog's own button: it names the provider's host, so its click is the consent (decision 092). */
function loadFormHere(locale: 'it' | 'en') {
  const host = new URL(SITE.forms[locale].demo).host;
  return locale === 'it' ? `Carica il modulo qui da ${host}` : `Load the form here from ${host}`;
}

async function openVideo(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
  const video = page.locator('.lateral-banner figure.video');
  await video.scrollIntoViewIfNeeded();
  return video;
}

test.describe('form popup', () => {
  test('one click in the dialog loads the demo form, with a plain link; a second form asks for its own click', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await page.goto('/it/sostenibilita');
    await waitForIslands(page);
    const intro = page.locator('.intro').getByRole('link', { name: 'Richiedi una demo' });
    await intro.click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi una demo' });
    await expect(dialog).toBeVisible();
    expect(thirdParty).toEqual([]);
    await dialog.getByRole('button', { name: loadFormHere('it') }).click();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', SITE.forms.it.demo);
    await expect(frame).toHaveAttribute('title', 'Modulo: Richiedi una demo');
    await expect.poll(() => thirdParty).toContain(SITE.forms.it.demo);
    const fallback = dialog.getByRole('link', { name: /Il modulo non si vede/ });
    await expect(fallback).toHaveAttribute('href', SITE.forms.it.demo);
    await expect(fallback).toHaveAttribute('target', '_blank');

    expect(await axeViolations(page)).toEqual([]);

    // Focus went into the loaded form, whose page keeps Escape (decision 082): Shift+Tab leads
    // back to our dialog's X, where Escape closes it.
    await expect(frame).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Chiudi', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(intro).toBeFocused();

    // That click was for the demo form only: the case-studies form asks for its own.
    const caseStudies = page.getByRole('link', { name: 'Ricevi i casi studio' });
    await caseStudies.scrollIntoViewIfNeeded();
    await caseStudies.click();
    const second = page.getByRole('dialog', { name: 'Ricevi i casi studio' });
    await expect(second.getByRole('button', { name: loadFormHere('it') })).toBeVisible();
    await expect(second.locator('iframe')).toHaveCount(0);
    expect(thirdParty.filter((url) => url === SITE.forms.it.caseStudies)).toEqual([]);
    await second.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect(second).toBeHidden();
  });

  test('until that click the dialog loads nothing and offers the form on the provider site (English homepage)', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('link', { name: 'Request a demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /Open the form/ })).toHaveAttribute(
      'href',
      SITE.forms.en.demo,
    );
    await expect(dialog.getByRole('button', { name: loadFormHere('en') })).toBeVisible();
    expect(await thirdPartySources(page)).toEqual([]);
    expect(thirdParty).toEqual([]);
  });
});

test.describe('video facade', () => {
  test('one click on play loads the host player in place, autoplaying, with subtitles in the page language', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    const video = await openVideo(page, '/en/medium-big-companies');
    expect(thirdParty).toEqual([]);
    await video.getByRole('button', { name: /Play the video.*Loads the video player from Vimeo/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const player = video.locator('iframe');
    await expect(player).toBeVisible();
    const src = new URL((await player.getAttribute('src')) ?? '');
    expect(src.href.startsWith(`${SITE.videoHost.player}${SITE.videos.whatIs.id}`)).toBe(true);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('texttrack')).toBe('en');
    // Keyboard focus is in the player's own document (space plays and pauses),
    // not only on the iframe element of ours.
    await expect(player).toBeFocused();
    await expectFocusInEmbed(page, (url) => url.startsWith(SITE.videoHost.player));
    expect(thirdParty.every((url) => url.startsWith(SITE.videoHost.player))).toBe(true);
  });

  // Start-up applies the banner's choice (decision 115): held here, as a slow phone would have it.
  test('a play pressed before start-up runs loads at once; an "Accept all" clicked meanwhile is still recorded', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    const startUp = gate();
    await page.route('**/_astro/page-start-island.*.js', async (route) => {
      await startUp.promise;
      await route.continue();
    });
    await page.goto('/en/medium-big-companies');
    await page
      .getByRole('region', { name: 'Cookies and third-party content' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    const video = page.locator('.lateral-banner figure.video');
    await video.scrollIntoViewIfNeeded();
    await video.getByRole('button', { name: /Play the video/ }).click();
    // The click is the consent for this video: no waiting for start-up.
    await expect(video.locator('iframe')).toBeVisible();
    expect(thirdParty.every((url) => url.startsWith(SITE.videoHost.player))).toBe(true);

    startUp.open();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => readStoredConsent(context)).toMatchObject({ analytics: true, media: true });
  });

  test('with media consent already given, play loads the player without asking', async ({
    page,
    context,
  }) => {
    await recordThirdParty(context);
    await storeConsent(context, baseURL, { analytics: false, media: true });
    const video = await openVideo(page, '/it/sostenibilita');
    await video.getByRole('button', { name: /Guarda il video/ }).click();
    await expect(video.locator('iframe')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when the host is unreachable, the visitor gets a link to watch it there', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // Chromium logs the failed reachability check itself.
    consoleGuard.expectConsoleErrors('net::ERR_INTERNET_DISCONNECTED');
    await recordThirdParty(context);
    await storeConsent(context, baseURL, { analytics: false, media: true });
    await page.route(`${SITE.videoHost.player}**`, (route) => route.abort('internetdisconnected'));
    const video = await openVideo(page, '/it/aziende-medio-grandi');
    await video.getByRole('button', { name: /Guarda il video/ }).click();
    await expect(video.getByText('Non riusciamo a caricare il video da Vimeo.')).toBeVisible();
    const link = video.locator('.video__status').getByRole('link', { name: /Guardalo su Vimeo/ });
    await expect(link).toHaveAttribute('href', `${SITE.videoHost.watch}${SITE.videos.whatIs.id}`);
    await expect(link).toBeFocused();
    await expect(video.locator('iframe')).toHaveCount(0);
  });
});
