import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { baseURL } from '../../playwright.config.ts';
import { storeConsent } from './support/consent.ts';
import { processingLabelOf, embeddedDefinition, labelOf, texts } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The whole lead path with nothing faked: the real server's embedded form
 * definition, the visitor's typing, the real POST with the request-forgery
 * token the server issued, and the lead committed to the local outbox.
 */
const port = new URL(baseURL).port;
const dataDir = `test-results/e2e-data-${port}`;

/** Opens the contact modal and fills it validly with a unique e-mail address; returns the dialog and the address. */
async function fillContactRequest(page: Page, locale: Locale) {
  const t = texts(locale);
  const definition = embeddedDefinition(locale);
  await page.getByRole('contentinfo').getByRole('link', { name: t.COMPONENTS.FOOTER.CONTACT_US }).click();
  const dialog = page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.TITLE });
  const box = (name: string): Locator =>
    dialog.getByRole('textbox', { name: labelOf(definition, name), exact: true });
  await box('firstname').fill('Chiara');
  await box('lastname').fill('Verdi');
  const email = `chiara.verdi.${locale}.${String(Date.now())}@example.org`;
  await box('email').fill(email);
  await box('company').fill('Verdi Industrie S.p.A.');
  await dialog.getByRole('combobox', { name: labelOf(definition, 'numemployees') }).selectOption('1000+');
  await dialog.getByRole('textbox', { name: labelOf(definition, 'message') }).fill('Una demo, per favore.');
  await dialog.getByRole('checkbox', { name: processingLabelOf(definition) }).check();
  return { dialog, email };
}

const leadsCli = (...args: string[]) =>
  execFileSync(process.execPath, ['server/cli/leads.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

for (const [locale, path] of [
  ['it', '/it/sostenibilita'],
  ['en', '/en/medium-big-companies'],
] as const) {
  test(`a contact request reaches the lead outbox (${locale})`, async ({ page, context }) => {
    const t = texts(locale);
    await storeConsent(context, baseURL, { analytics: false, media: false });
    await page.goto(path);
    const { dialog, email } = await fillContactRequest(page, locale);

    const sent = page.waitForResponse((r) => r.url().endsWith('/open/hubspot/send'));
    await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['x-xsrf-token']).toMatch(/\S{20,}/);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer.ok).toBe(true);
    await expect(dialog.getByText(t.COMPONENTS.CONTACT_MODAL.SUCCESS)).toBeVisible();

    const shown = leadsCli('show', answer.id);
    expect(shown).toContain(email);
    expect(shown).toContain('Verdi Industrie S.p.A.');
    expect(shown).toMatch(/local/);
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  });
}

test('a form left open across a server restart (its token no longer valid) still sends, without a reload', async ({
  page,
  context,
  consoleGuard,
}) => {
  // The refused first try is a 403 the browser reports in the console; the second try succeeds.
  consoleGuard.expectConsoleErrors('403');
  const t = texts('it');
  await storeConsent(context, baseURL, { analytics: false, media: false });
  await page.goto('/it/aziende-medio-grandi');
  const { dialog, email } = await fillContactRequest(page, 'it');
  // What a restart with a new CSRF_SECRET does to the visitor's token.
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'signed.by-the-previous-secret', url: baseURL }]);

  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/open/hubspot/send')) statuses.push(r.status());
  });
  await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
  await expect(dialog.getByText(t.COMPONENTS.CONTACT_MODAL.SUCCESS)).toBeVisible();
  expect(statuses).toEqual([403, 200]);
  expect(leadsCli('list')).toContain(email);
});

test('a request whose answer was lost is kept once when the visitor sends it again', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.expectConsoleErrors('An unexpected error has occurred', 'net::ERR_CONNECTION_RESET');
  const t = texts('en');
  await storeConsent(context, baseURL, { analytics: false, media: false });
  await page.goto('/en/sustainability');
  const { dialog, email } = await fillContactRequest(page, 'en');

  // The first attempt reaches the server and is committed, but its answer never reaches the browser.
  const keys: string[] = [];
  let storedId = '';
  await page.route('**/open/hubspot/send', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      const response = await route.fetch();
      storedId = ((await response.json()) as { id: string }).id;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const submit = dialog.getByRole('button', { name: t.BUTTON.SUBMIT });
  await submit.click();
  await expect(dialog.getByText(t.COMPONENTS.CONTACT_MODAL.ERROR)).toBeVisible();
  expect(storedId).not.toBe('');

  const resent = page.waitForResponse((r) => r.url().endsWith('/open/hubspot/send'));
  await submit.click();
  const answer = (await (await resent).json()) as { ok: boolean; id: string };
  await expect(dialog.getByText(t.COMPONENTS.CONTACT_MODAL.SUCCESS)).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(answer).toEqual({ ok: true, id: storedId });
  expect(leadsCli('export').split(email).length - 1).toBe(1);
});
