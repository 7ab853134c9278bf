import { expect, test } from './support/fixtures.ts';
import { answer, gate, LOCALES_UNDER_TEST, texts } from './support/contact-provider.ts';
import { box, contactFormOpener, fillEmbeddedForm } from './support/contact-submit.ts';

/**
 * What the modal does with the answer to a sent form: the confirmation kept when the visitor closed it
 * mid-way, and error answers and HTTP failures that keep the visitor's input (docs/requirements.md R7.7, R12).
 */
for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const modalTexts = t.COMPONENTS.CONTACT_MODAL;
  const openForm = contactFormOpener(locale);

  test.describe(`contact form submission (${locale})`, () => {
    for (const moment of ['while sending', 'during the success message'] as const) {
      test(`closed ${moment}, the modal comes back with a fresh form and the confirmation, and never closes under the visitor`, async ({
        page,
      }) => {
        // The message's 3 s run on the page's clock: moved on at once, never waited for.
        await page.clock.install();
        const { provider, dialog } = await openForm(page);
        const definition = provider.definition;
        await fillEmbeddedForm(dialog, definition);
        const held = gate();
        provider.hold = held.promise;
        await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
        await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SENDING })).toBeVisible();
        if (moment === 'during the success message') {
          held.open();
          await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toBeVisible();
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        held.open();
        // The answer has reached the closed modal: its status holds the confirmation for next time.
        await expect(page.locator('dialog .submit-bar__message--success')).toHaveText(modalTexts.SUCCESS);

        await page.evaluate(() => {
          window.location.hash = '';
          window.location.hash = 'contact';
        });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toBeVisible();
        await expect(box(dialog, definition, 'firstname')).toHaveValue('');
        await expect(dialog.getByRole('button', { name: t.BUTTON.SUBMIT })).toBeEnabled();
        await box(dialog, definition, 'firstname').fill('Marco');
        // Well past the 3 s of the message: it goes, the modal and what the visitor typed stay.
        await page.clock.runFor(10_000);
        await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toHaveCount(0);
        await expect(dialog).toBeVisible();
        await expect(box(dialog, definition, 'firstname')).toHaveValue('Marco');
        expect(provider.sent).toHaveLength(1);
      });
    }

    test("an error answer shows the error for 3 s, keeps the visitor's input and puts the server's field errors on their fields", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.expectConsoleErrors('status of 400'); // Chromium's own line for a 4xx answer
      await page.clock.install();
      const { provider, dialog } = await openForm(page);
      provider.sendAnswer = answer(400, {
        error: 'VALIDATION',
        message: 'The form has errors.',
        fields: { email: 'email' },
      });
      await fillEmbeddedForm(dialog, provider.definition);
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();

      const error = dialog.getByRole('alert').filter({ hasText: modalTexts.ERROR });
      await expect(error).toBeVisible();
      const email = box(dialog, provider.definition, 'email');
      await expect(email).toHaveAccessibleDescription(t.VALIDATORS.EMAIL);
      await page.clock.fastForward(3_100);
      await expect(error).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(email).toHaveValue('giulia@azienda.it');
      await expect(box(dialog, provider.definition, 'firstname')).toHaveValue('Giulia');

      // A plain `false` answer is a failure too.
      provider.sendAnswer = answer(200, false);
      await email.fill('giulia.bianchi@azienda.it');
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      await expect(error).toBeVisible();
      expect(provider.sent).toHaveLength(2);
    });

    test("an HTTP failure shows the error and logs 'An unexpected error has occurred'", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.expectConsoleErrors('An unexpected error has occurred', 'net::ERR_FAILED');
      const { provider, dialog } = await openForm(page);
      provider.sendAnswer = 'network-error';
      await fillEmbeddedForm(dialog, provider.definition);
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: modalTexts.ERROR })).toBeVisible();
      await expect
        .poll(() =>
          consoleGuard.consoleErrors().filter((line) => line.startsWith('An unexpected error has occurred')),
        )
        .toHaveLength(1);
      await expect(box(dialog, provider.definition, 'firstname')).toHaveValue('Giulia');
    });
  });
}
