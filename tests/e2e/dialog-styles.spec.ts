import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';
import { fakeProvider } from './support/contact-provider.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { LANDING_PAGES } from './support/landing.ts';
import { LANGUAGES } from './support/languages.ts';
import { linkedStylesheets, SITE_STYLESHEET } from './support/pages.ts';

/**
 * The CSS only the contact and form-popup dialogs need is not in any page's first load: each
 * dialog's stylesheet is its own file, fetched when the dialog is about to open, and the dialog
 * shows only once it applies (docs/decisions/038-dialog-css-on-demand.md). The legal documents'
 * rules are in the site's stylesheet, which the terms page paints with (decision 125): their
 * dialogs fetch no stylesheet and are styled from the moment they show.
 */

/** One rule of each on-demand stylesheet, as minified in the build. */
const DIALOG_RULES = ['.contact-form{', '.form-popup__frame{'];

/** One rule of the legal documents' dialogs and one of the terms page, in the site's stylesheet. */
const LEGAL_RULES = ['.policy-frame{', '.terms__index{'];

/** How a dialog looked the instant showModal() made it visible (recorded by INIT). */
interface Shown {
  readonly className: string;
  readonly bodyDisplay: string;
  readonly contentDisplay: string;
  readonly stylesheets: string[];
}

/** Records, at the very call that shows a dialog, its computed style and the applied stylesheets. */
function recordDialogShows(): void {
  const shows: Shown[] = [];
  (window as unknown as { dialogShows: Shown[] }).dialogShows = shows;
  const prototype = HTMLDialogElement.prototype;
  const showModal = Object.getOwnPropertyDescriptor(prototype, 'showModal')?.value as (
    this: HTMLDialogElement,
  ) => void;
  prototype.showModal = function recordedShowModal(this: HTMLDialogElement) {
    showModal.call(this);
    const body = this.querySelector('.dialog__body');
    const content = body?.firstElementChild;
    shows.push({
      className: this.className,
      bodyDisplay: body ? getComputedStyle(body).display : '',
      contentDisplay: content ? getComputedStyle(content).display : '',
      stylesheets: [...document.styleSheets].map((sheet) => sheet.href ?? '').filter(Boolean),
    });
  };
}

const shows = (page: Page) =>
  page.evaluate(() => (window as unknown as { dialogShows: Shown[] }).dialogShows);

/**
 * Holds every dialog stylesheet response back, so a dialog that did not wait for it would show
 * unstyled. The page's own stylesheet passes: the page would not paint without it.
 */
async function slowStylesheets(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const isDialogStylesheet = (url: URL) =>
    url.pathname.endsWith('.css') && !SITE_STYLESHEET.test(url.pathname);
  await page.route(isDialogStylesheet, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  return requested;
}

/**
 * axe on the dialog that just showed, with the stylesheet it waited for: what this file changes.
 * The page behind it is landing-a11y's to check whole; a whole-page run here took most of each
 * test's 11-16 s on the 2-core machine (decision 117).
 */
async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);
}

test('no page carries the dialogs’ CSS in its HTML or in the stylesheet it links for first load', async ({
  request,
}) => {
  for (const entry of LANDING_PAGES) {
    const response = await request.get(entry.path, { headers: { cookie: `lang=${entry.locale}` } });
    const html = await response.text();
    expect(html, entry.name).toContain(`<html lang="${entry.locale}"`);
    const linked = linkedStylesheets(html);
    expect(linked, entry.name).toEqual([expect.stringMatching(SITE_STYLESHEET)]);
    const css = await (await request.get(linked[0] ?? '')).text();
    expect(css, entry.name).toContain('.site-footer');
    for (const rule of DIALOG_RULES) {
      expect(html, `${entry.name}: ${rule}`).not.toContain(rule);
      expect(css, `${entry.name}, site stylesheet: ${rule}`).not.toContain(rule);
    }
    for (const rule of LEGAL_RULES) expect(css, `${entry.name}, site stylesheet: ${rule}`).toContain(rule);
  }
});

for (const { lang, path, t } of LANGUAGES) {
  const F = t.COMPONENTS.FOOTER;
  const legal = (name: string) => ({
    name,
    stylesheet: undefined,
    opener: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name }),
    styled: (shown: Shown) => shown.bodyDisplay,
  });
  const dialogs: {
    name: string;
    /** The stylesheet fetched on demand; none for the legal dialogs (in the site's stylesheet). */
    stylesheet: RegExp | undefined;
    opener: (page: Page) => Locator;
    styled: (shown: Shown) => string;
  }[] = [
    {
      name: t.COMPONENTS.CONTACT_MODAL.TITLE,
      stylesheet: /\/_astro\/contact-form\.[\w-]+\.css$/,
      opener: (page) => page.getByRole('contentinfo').getByRole('link', { name: F.CONTACT_US }),
      // The spinner, the form or the error: contact-form.css lays each out as a flex box.
      styled: (shown) => shown.contentDisplay,
    },
    legal(F.PRIVACY_POLICY),
    legal(F.COOKIE_POLICY),
    legal(F.TERMS),
  ];
  if (lang === 'it') {
    dialogs.push({
      name: t.COMPONENTS.FORM_POPUP.DEMO,
      stylesheet: /\/_astro\/form-popup\.[\w-]+\.css$/,
      opener: (page) => page.locator('a[data-form-popup="demo"]').first(),
      styled: (shown) => shown.bodyDisplay,
    });
  }

  test.describe(`dialog stylesheets on demand (${lang})`, () => {
    for (const dialog of dialogs) {
      const fetches = dialog.stylesheet ? 'fetches its stylesheet' : 'fetches no stylesheet';
      test(`"${dialog.name}" ${fetches} and is styled from the moment it shows`, async ({
        page,
        context,
      }) => {
        await recordThirdParty(context);
        // Media allowed: the form popup opens straight away, without the consent question.
        await storeConsent(context, baseURL, { analytics: false, media: true });
        await fakeProvider(page, lang);
        await page.addInitScript(recordDialogShows);
        const requested = await slowStylesheets(page);
        await page.goto(path);
        await waitForIslands(page);
        expect(requested).toEqual([]);

        await dialog.opener(page).click();
        const shown = page.getByRole('dialog', { name: dialog.name });
        await expect(shown).toBeVisible();
        const [first] = await shows(page);
        const { stylesheet } = dialog;
        if (stylesheet) {
          expect(requested.filter((url) => stylesheet.test(url))).toHaveLength(1);
          expect(first?.stylesheets.some((href) => stylesheet.test(new URL(href).pathname))).toBe(true);
        } else expect(requested).toEqual([]);
        expect(first && dialog.styled(first)).toBe('flex');
        await expectNoViolations(page);
      });
    }
  });
}

test('if its stylesheet cannot be fetched, a dialog still opens, usable, and the next opening tries again', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.expectConsoleErrors('status of 503', 'could not be loaded');
  const italian = LANGUAGES.find((language) => language.lang === 'it');
  if (!italian) throw new Error('no Italian pages');
  // Media allowed: the form popup opens straight away, without the consent question.
  await storeConsent(context, baseURL, { analytics: false, media: true });
  await fakeProvider(page, 'it');
  let attempts = 0;
  await page.route('**/_astro/form-popup.*.css', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.fulfill({ status: 503, body: '' });
    else await route.continue();
  });
  await page.goto(italian.path);
  await waitForIslands(page);
  const opener = page.locator('a[data-form-popup="demo"]').first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: italian.t.COMPONENTS.FORM_POPUP.DEMO });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: italian.t.BUTTON.CLOSE, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  expect(attempts).toBe(2);
  await expect(dialog.locator('.dialog__body')).toHaveCSS('display', 'flex');
});
