import { execFileSync } from 'node:child_process';
import type { Locator } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { storeConsent } from './support/consent.ts';
import { consentLabelOf, embeddedDefinition, labelOf, texts } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The whole lead path with nothing faked: the real server's embedded form
 * definition, the visitor's typing, the real POST with the request-forgery
 * token the server issued, and the lead committed to the local outbox.
 */
const port = new URL(baseURL).port;
const dataDir = `test-results/e2e-data-${port}`;

for (const [locale, path] of [
  ['it', '/it/sostenibilita'],
  ['en', '/en/medium-big-companies'],
] as const) {
  test(`a contact request reaches the lead outbox (${locale})`, async ({ page, context }) => {
    const t = texts(locale);
    const definition = embeddedDefinition(locale);
    await storeConsent(context, baseURL, { analytics: false, media: false });
    await page.goto(path);
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
    await dialog.getByRole('checkbox', { name: consentLabelOf(definition, 11832451) }).check();

    const sent = page.waitForResponse((r) => r.url().endsWith('/open/hubspot/send'));
    await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['x-xsrf-token']).toMatch(/\S{20,}/);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer.ok).toBe(true);
    await expect(dialog.getByText(t.COMPONENTS.CONTACT_MODAL.SUCCESS)).toBeVisible();

    const shown = execFileSync(process.execPath, ['server/cli/leads.ts', 'show', answer.id], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(shown).toContain(email);
    expect(shown).toContain('Verdi Industrie S.p.A.');
    expect(shown).toMatch(/local/);
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  });
}
