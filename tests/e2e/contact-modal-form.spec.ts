import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  everyFieldType,
  HOSTILE_FIXTURE_CSP_REPORT,
  fakeProvider,
  LOCALES_UNDER_TEST,
  PAGES,
  texts,
} from './support/contact-provider.ts';
import { controlsOffThePageFont } from './support/pages.ts';

/**
 * The form inside the contact-request modal: every field type with required marks and sanitised
 * consent texts, the localised date picker, and no axe violations (docs/requirements.md R7).
 */
for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const title = t.COMPONENTS.CONTACT_MODAL.TITLE;

  test.describe(`contact modal (${locale})`, () => {
    test('renders every field type of a definition, with required marks, and sanitised consent texts', async ({
      page,
      consoleGuard,
    }) => {
      const provider = await fakeProvider(page, locale);
      provider.definition = everyFieldType();
      consoleGuard.expectConsoleErrors(HOSTILE_FIXTURE_CSP_REPORT);
      await page.goto(`${PAGES[locale]}#contact`);
      const form = page.getByRole('dialog', { name: title }).locator('form');
      await expect(form).toBeVisible();

      // Every field of a group is rendered, side by side in one row.
      const first = form.getByRole('textbox', { name: 'First name' });
      const email = form.getByRole('textbox', { name: 'Work e-mail' });
      expect((await first.boundingBox())?.y).toBe((await email.boundingBox())?.y);
      await expect(email).toHaveAttribute('type', 'email');
      await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'tel');
      await expect(form.getByRole('textbox', { name: 'Number of employees' })).toHaveAttribute(
        'inputmode',
        'decimal',
      );
      await expect(form.getByRole('combobox', { name: 'Country' }).getByRole('option')).toHaveText([
        'Choose a country',
        'Italy',
        'United Kingdom',
        'Germany',
      ]);
      await expect(
        form.getByRole('radiogroup', { name: 'How should we reach you?' }).getByRole('radio'),
      ).toHaveCount(2);
      await expect(form.getByRole('group', { name: /^Topics/ }).getByRole('checkbox')).toHaveCount(3);
      await expect(form.getByRole('checkbox', { name: 'I would like a live demo' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Preferred call date' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expect(form.getByText('Digits only, optional leading +.')).toBeVisible();
      // Fields, choices and buttons are set in the page's typeface, not the browser's own.
      expect(await controlsOffThePageFont(page)).toEqual([]);
      // Hidden, disabled and unsupported fields are not shown.
      await expect(form.getByLabel('Lead source')).toHaveCount(0);
      await expect(form.getByLabel('Legacy code')).toHaveCount(0);
      await expect(form.getByLabel('Attachment')).toHaveCount(0);

      // Required: a red asterisk, aria-required and the note explaining the mark.
      await expect(form.getByText(t.COMPONENTS.CONTACT_MODAL.REQUIRED_NOTE)).toBeVisible();
      await expect(first).toHaveAttribute('aria-required', 'true');
      await expect(form.getByRole('textbox', { name: 'Number of employees' })).not.toHaveAttribute(
        'aria-required',
      );
      const mark = form.locator(`label[for="${(await first.getAttribute('id')) ?? ''}"] .field__required`);
      await expect(mark).toHaveText('*');
      await expect(mark).toHaveCSS('color', 'rgb(180, 35, 24)');

      // Consent: texts and checkboxes, provider HTML sanitised.
      await expect(form.getByText('Storyverse processes your data to answer your request.')).toBeVisible();
      await expect(form.getByRole('checkbox', { name: /I agree to be contacted/ })).toHaveAttribute(
        'aria-required',
        'true',
      );
      await expect(form.getByRole('checkbox', { name: /Send me product news/ })).not.toHaveAttribute(
        'aria-required',
      );
      const privacy = form.getByRole('link', { name: 'privacy policy' });
      await expect(privacy).toHaveAttribute('target', '_blank');
      await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(privacy).not.toHaveAttribute('onclick');
      await expect(form.locator('img, script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

      // The honeypot is invisible to people and to assistive technology.
      const trap = form.locator('input[name="sv_hp_field"]');
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).not.toBeInViewport();
      await expect(form.getByRole('textbox', { name: /empty/ })).toHaveCount(0);
    });

    test("the date picker follows the page language's calendar: Sunday first, its format, keyboard use", async ({
      page,
      consoleGuard,
    }) => {
      const provider = await fakeProvider(page, locale);
      provider.definition = everyFieldType();
      consoleGuard.expectConsoleErrors(HOSTILE_FIXTURE_CSP_REPORT);
      await page.clock.install({ time: new Date(2026, 0, 14, 10, 0, 0) }); // a Wednesday
      await page.goto(`${PAGES[locale]}#contact`);
      const modal = page.getByRole('dialog', { name: title });
      const input = modal.getByRole('textbox', { name: 'Preferred call date' });
      await expect(input).toHaveAttribute('placeholder', t.COMPONENTS.CONTACT_MODAL.DATE_PLACEHOLDER);

      await modal.getByRole('button', { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE }).click();
      const calendar = page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE });
      await expect(calendar).toBeVisible();
      const sunday = locale === 'it' ? 'Domenica' : 'Sunday';
      await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('abbr', sunday);
      await expect(calendar.getByRole('heading')).toHaveText(
        locale === 'it' ? 'Gennaio 2026' : 'January 2026',
      );
      // Spoken as written in a sentence: Italian days and months in lowercase.
      // The day's button inside its grid cell takes focus (react-day-picker's grid).
      const today = calendar.getByRole('button', {
        name: locale === 'it' ? 'mercoledì 14 gennaio 2026' : 'Wednesday, January 14, 2026',
        exact: true,
      });
      await expect(today).toBeFocused();

      // A week later, then one month on: 21 February 2026.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('PageDown');
      await expect(calendar.getByRole('heading')).toHaveText(
        locale === 'it' ? 'Febbraio 2026' : 'February 2026',
      );
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(input).toHaveValue(locale === 'it' ? '21/02/2026' : '02/21/2026');
      await expect(modal.getByRole('button', { name: /21/ })).toBeFocused();

      // Escape closes only the calendar.
      await page.keyboard.press('Enter');
      await expect(calendar).toBeVisible();
      await expect(calendar.getByRole('gridcell', { selected: true })).toHaveText('21');
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(modal).toBeVisible();

      // Typing in the page's format works too; an impossible day is reported.
      await input.fill(locale === 'it' ? '31/12/2026' : '12/31/2026');
      await expect(modal.getByRole('button', { name: /31/ })).toBeVisible();
      await input.fill('31/31/2026');
      await expect(input).toHaveAccessibleDescription(new RegExp(t.VALIDATORS.DATE.replace(/[()]/g, '.')));
    });

    test('axe finds no violations with the modal open: form, errors and calendar', async ({
      page,
      consoleGuard,
    }) => {
      const provider = await fakeProvider(page, locale);
      provider.definition = everyFieldType();
      consoleGuard.expectConsoleErrors(HOSTILE_FIXTURE_CSP_REPORT);
      await page.goto(`${PAGES[locale]}#contact`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('form')).toBeVisible();
      const scan = () => axeViolations(page, { include: 'dialog[open]' });
      expect(await scan()).toEqual([]);
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      await expect(dialog.getByText(t.VALIDATORS.REQUIRED).first()).toBeVisible();
      expect(await scan()).toEqual([]);
      await dialog.getByRole('button', { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE }).click();
      await expect(page.getByRole('dialog', { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE })).toBeVisible();
      expect(await scan()).toEqual([]);
    });
  });
}
