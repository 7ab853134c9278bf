import type { Locator, Page } from '@playwright/test';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { hostedFormUrl } from '../../src/forms/hosted-form.ts';
import { format } from '../../src/i18n/format.ts';
import {
  DEPENDENT_FIELD,
  DEPENDENT_PARENT,
  DEPENDENT_TRIGGER,
  formRulesTexts,
  withFormRules,
  withRequiredFileField,
} from '../fixtures/form-rules.ts';
import { expect, test } from './support/fixtures.ts';
import {
  processingLabelOf,
  embeddedDefinition,
  fakeProvider,
  labelOf,
  LOCALES_UNDER_TEST,
  PAGES,
  texts,
  type FakeProvider,
} from './support/contact-provider.ts';

/**
 * A provider definition with dependent fields, a rich-text section and e-mail rules, and one
 * that requires a field the form cannot show (docs/requirements.md R10.4, decision 093), on the
 * production build.
 */
interface SentBody {
  form: { fields: { name: string; value: string }[] };
}

for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const modalTexts = t.COMPONENTS.CONTACT_MODAL;
  const ruleTexts = formRulesTexts(locale);

  async function openForm(
    page: Page,
    definition: unknown,
  ): Promise<{ provider: FakeProvider; dialog: Locator }> {
    const provider = await fakeProvider(page, locale);
    provider.definition = definition;
    await page.goto(`${PAGES[locale]}#contact`);
    const dialog = page.getByRole('dialog', { name: modalTexts.TITLE });
    // Generous: the modal is an on-demand island, slow to arrive on a loaded machine.
    await expect(dialog.getByRole('heading', { name: modalTexts.TITLE })).toBeVisible({ timeout: 20_000 });
    return { provider, dialog };
  }

  test.describe(`contact form with the definition's rules (${locale})`, () => {
    const definition = withFormRules(embeddedDefinition(locale), locale);
    const box = (dialog: Locator, name: string) =>
      dialog.getByRole('textbox', { name: labelOf(definition, name), exact: true });
    const dependent = (dialog: Locator) =>
      dialog.getByRole('textbox', { name: ruleTexts.dependentLabel, exact: true });

    test('a dependent field appears when its parent has the value, is required, and is sent', async ({
      page,
    }) => {
      const { provider, dialog } = await openForm(page, definition);
      await expect(dialog.locator('form')).toBeVisible();
      await box(dialog, 'firstname').fill('Giulia');
      await box(dialog, 'lastname').fill('Bianchi');
      await box(dialog, 'email').fill('giulia@azienda.it');
      await box(dialog, 'company').fill('Azienda S.p.A.');
      await box(dialog, 'message').fill('Ciao');
      await dialog.getByRole('checkbox', { name: processingLabelOf(definition) }).check();
      const parent = dialog.getByRole('combobox', { name: labelOf(definition, DEPENDENT_PARENT) });
      await parent.selectOption('250-999');
      await expect(dependent(dialog)).toHaveCount(0);

      await parent.focus();
      await parent.selectOption(DEPENDENT_TRIGGER);
      await expect(dependent(dialog)).toBeVisible();
      // Said to screen readers, while focus stays on the answer.
      const news = format(modalTexts.FIELD_ADDED_ONE, { fields: ruleTexts.dependentLabel });
      await expect(dialog.getByRole('status').filter({ hasText: news })).toHaveCount(1);
      await expect(parent).toBeFocused();
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      await expect(dependent(dialog)).toHaveAttribute('aria-invalid', 'true');
      await expect(dependent(dialog)).toBeFocused();
      expect(provider.sent).toHaveLength(0);

      await dependent(dialog).fill('1200');
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toBeVisible();
      const fields = (provider.sent[0]?.body as SentBody).form.fields;
      expect(fields).toContainEqual({ objectTypeId: '0-1', name: DEPENDENT_FIELD, value: '1200' });
    });

    test('shows the rich-text section above the first fields', async ({ page }) => {
      const { dialog } = await openForm(page, definition);
      const section = dialog.locator('.contact-form__rich-text');
      await expect(section).toHaveText(/\S/);
      expect(await section.innerHTML()).toBe(ruleTexts.richText);
      const above = await section.evaluate((node) => {
        const first = node.parentElement?.querySelector('input[type="text"]');
        return first ? node.compareDocumentPosition(first) === Node.DOCUMENT_POSITION_FOLLOWING : false;
      });
      expect(above).toBe(true);
    });

    test("refuses a free-mail address with the definition's message", async ({ page }) => {
      const { dialog } = await openForm(page, definition);
      const email = box(dialog, 'email');
      await email.fill('giulia@gmail.com');
      await email.blur();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(ruleTexts.emailMessage);
      await email.fill('giulia@azienda.it');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  test.describe(`contact form with a required field it cannot show (${locale})`, () => {
    test("offers the provider's hosted form instead, with no submit button", async ({ page }) => {
      const { dialog } = await openForm(page, withRequiredFileField(embeddedDefinition(locale), locale));
      await expect(dialog.getByText(modalTexts.HOSTED_FORM_NOTE)).toBeVisible();
      const link = dialog.getByRole('link', { name: modalTexts.HOSTED_FORM_LINK });
      await expect(link).toHaveAttribute('href', hostedFormUrl(CONTACT_FORM_IDS[locale]));
      await expect(dialog.locator('form')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: t.BUTTON.SUBMIT })).toHaveCount(0);
    });
  });
}
