import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { expect } from './fixtures.ts';
import {
  fakeProvider,
  labelOf,
  PAGES,
  processingLabelOf,
  texts,
  type FakeProvider,
} from './contact-provider.ts';

/**
 * The contact form as the submission specs (contact-submit-*.spec.ts) use it: opened on the
 * landing page with the fake provider, its text boxes found by label and filled with one valid lead.
 */
export function contactFormOpener(
  locale: Locale,
): (page: Page) => Promise<{ provider: FakeProvider; dialog: Locator }> {
  const modalTexts = texts(locale).COMPONENTS.CONTACT_MODAL;

  return async function openForm(page: Page): Promise<{ provider: FakeProvider; dialog: Locator }> {
    const provider = await fakeProvider(page, locale);
    await page.goto(`${PAGES[locale]}#contact`);
    const dialog = page.getByRole('dialog', { name: modalTexts.TITLE });
    await expect(dialog.locator('form')).toBeVisible();
    return { provider, dialog };
  };
}

/** The text box the definition labels for the field `name`. */
export const box = (dialog: Locator, definition: unknown, name: string) =>
  dialog.getByRole('textbox', { name: labelOf(definition, name), exact: true });

/** Fills every required control of the embedded form, processing consent included, with one valid lead. */
export async function fillEmbeddedForm(dialog: Locator, definition: unknown): Promise<void> {
  await box(dialog, definition, 'firstname').fill('Giulia');
  await box(dialog, definition, 'lastname').fill('Bianchi');
  await box(dialog, definition, 'email').fill('giulia@azienda.it');
  await box(dialog, definition, 'phone').fill('+39 02 1234567');
  await box(dialog, definition, 'company').fill('Azienda S.p.A.');
  await dialog.getByRole('combobox', { name: labelOf(definition, 'numemployees') }).selectOption('250-999');
  await dialog.getByRole('textbox', { name: labelOf(definition, 'message') }).fill('Vorremmo una demo.');
  await dialog.getByRole('checkbox', { name: processingLabelOf(definition) }).check();
}
