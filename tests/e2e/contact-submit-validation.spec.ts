import { expect, test } from './support/fixtures.ts';
import { measureStateMark } from './support/state-mark.ts';
import { labelOf, LOCALES_UNDER_TEST, processingLabelOf, texts } from './support/contact-provider.ts';
import { box, contactFormOpener } from './support/contact-submit.ts';

/** Client-side validation of the contact form before anything is sent (docs/requirements.md R8). */
for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const openForm = contactFormOpener(locale);

  test.describe(`contact form submission (${locale})`, () => {
    test("a control's error appears only once it has been touched or changed", async ({ page }) => {
      const { provider, dialog } = await openForm(page);
      const definition = provider.definition;
      await expect(dialog.getByText(t.VALIDATORS.REQUIRED)).toHaveCount(0);

      const firstname = box(dialog, definition, 'firstname');
      await firstname.focus();
      await expect(dialog.getByText(t.VALIDATORS.REQUIRED)).toHaveCount(0);
      await page.keyboard.press('Tab'); // touched
      await expect(firstname).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
      await expect(firstname).toHaveAttribute('aria-invalid', 'true');
      await expect(box(dialog, definition, 'lastname')).not.toHaveAttribute('aria-invalid');

      const email = box(dialog, definition, 'email');
      await email.pressSequentially('giulia@'); // changed, still focused
      await expect(email).toHaveAccessibleDescription(t.VALIDATORS.EMAIL);
      await email.pressSequentially('azienda.it');
      await expect(email).not.toHaveAttribute('aria-invalid');
      // Moving on to the e-mail left the last name: it is touched now too.
      await expect(box(dialog, definition, 'lastname')).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
      await expect(dialog.getByText(t.VALIDATORS.REQUIRED)).toHaveCount(2);
      await expect(box(dialog, definition, 'company')).not.toHaveAttribute('aria-invalid');
    });

    test('a control in error is also marked in colour around its box: text box, select and checkbox', async ({
      page,
    }) => {
      const { provider, dialog } = await openForm(page);
      const { definition } = provider;
      const controls = [
        box(dialog, definition, 'company'),
        dialog.getByRole('combobox', { name: labelOf(definition, 'numemployees') }),
        // WebKit draws no box-shadow on a native checkbox: its mark must be one every engine draws.
        dialog.getByRole('checkbox', { name: processingLabelOf(definition) }),
      ];
      for (const control of controls) {
        const mark = await measureStateMark(page, control, async () => {
          // Touched and left empty: the error shows once focus has gone.
          await control.focus();
          await control.blur();
          await expect(control).toHaveAttribute('aria-invalid', 'true');
        });
        // A ring of at least one pixel along most of its edge (rounded corners take a little).
        expect(
          mark.contrasting,
          await control.evaluate((element) => element.outerHTML),
        ).toBeGreaterThanOrEqual(0.8 * mark.perimeter);
      }
    });

    test('an empty submit shows every error, focuses the first invalid control and sends nothing', async ({
      page,
    }) => {
      const { provider, dialog } = await openForm(page);
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      // firstname, lastname, email, company, company size, message and the processing consent.
      await expect(dialog.getByText(t.VALIDATORS.REQUIRED)).toHaveCount(7);
      await expect(box(dialog, provider.definition, 'firstname')).toBeFocused();
      await expect(
        dialog.getByRole('checkbox', { name: processingLabelOf(provider.definition) }),
      ).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
      expect(provider.sent).toHaveLength(0);
    });
  });
}
