import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { expect, test } from './support/fixtures.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import { measureStateMark } from './support/state-mark.ts';
import {
  answer,
  consentLabelOf,
  processingLabelOf,
  everyFieldType,
  HOSTILE_FIXTURE_CSP_REPORT,
  fakeProvider,
  gate,
  labelOf,
  LOCALES_UNDER_TEST,
  optionLabelOf,
  PAGES,
  texts,
  type FakeProvider,
} from './support/contact-provider.ts';

/**
 * Init script: records in `window.successTimes` when the success message appears and when the
 * contact dialog then closes (page time, from a MutationObserver, so no polling delay).
 */
function recordSuccessAndClose(successText: string): void {
  const times: { shown?: number; closed?: number } = {};
  (window as unknown as { successTimes: typeof times }).successTimes = times;
  new MutationObserver(() => {
    const status = [...document.querySelectorAll('[role="status"]')].some((el) =>
      el.textContent.includes(successText),
    );
    if (times.shown === undefined && status) times.shown = Date.now();
    if (times.shown !== undefined && times.closed === undefined && !document.querySelector('dialog[open]')) {
      times.closed = Date.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Validation and submission of the contact form (docs/requirements.md R7.7, R8, R11, R12). */
interface SentBody {
  formId: string;
  form: {
    submittedAt: number;
    fields: { objectTypeId: string; name: string; value: string }[];
    context: { hutk?: string; pageUri: string; pageName: string };
    legalConsentOptions: {
      consent: {
        consentToProcess: boolean;
        text: string;
        communications: { value: boolean; subscriptionTypeId: number | string; text: string }[];
      };
    };
  };
  hp: string;
  shownAt: number;
}

for (const locale of LOCALES_UNDER_TEST) {
  const t = texts(locale);
  const modalTexts = t.COMPONENTS.CONTACT_MODAL;

  async function openForm(page: Page): Promise<{ provider: FakeProvider; dialog: Locator }> {
    const provider = await fakeProvider(page, locale);
    await page.goto(`${PAGES[locale]}#contact`);
    const dialog = page.getByRole('dialog', { name: modalTexts.TITLE });
    await expect(dialog.locator('form')).toBeVisible();
    return { provider, dialog };
  }

  const box = (dialog: Locator, definition: unknown, name: string) =>
    dialog.getByRole('textbox', { name: labelOf(definition, name), exact: true });

  async function fillEmbeddedForm(dialog: Locator, definition: unknown): Promise<void> {
    await box(dialog, definition, 'firstname').fill('Giulia');
    await box(dialog, definition, 'lastname').fill('Bianchi');
    await box(dialog, definition, 'email').fill('giulia@azienda.it');
    await box(dialog, definition, 'phone').fill('+39 02 1234567');
    await box(dialog, definition, 'company').fill('Azienda S.p.A.');
    await dialog.getByRole('combobox', { name: labelOf(definition, 'numemployees') }).selectOption('250-999');
    await dialog.getByRole('textbox', { name: labelOf(definition, 'message') }).fill('Vorremmo una demo.');
    await dialog.getByRole('checkbox', { name: processingLabelOf(definition) }).check();
  }

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

    test("a valid form is sent in the spec's shape with the XSRF token; success shows for 3 s, then the modal closes and the form resets", async ({
      page,
      context,
    }) => {
      // hubspotutk exists only with analytics consent (the consent manager removes it otherwise).
      await recordThirdParty(context);
      await storeConsent(context, baseURL, { analytics: true, media: false });
      await context.addCookies([
        { name: 'XSRF-TOKEN', value: 'token-abc', url: baseURL },
        { name: 'hubspotutk', value: '0123456789abcdef0123456789abcdef', url: baseURL },
      ]);
      await page.addInitScript(recordSuccessAndClose, modalTexts.SUCCESS);
      const { provider, dialog } = await openForm(page);
      const definition = provider.definition;
      await fillEmbeddedForm(dialog, definition);
      await dialog
        .getByRole('checkbox', { name: optionLabelOf(definition, 'interest', 'sustainability') })
        .check();

      const held = gate();
      provider.hold = held.promise;
      const submit = dialog.getByRole('button', { name: t.BUTTON.SUBMIT });
      await submit.click();
      await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SENDING })).toBeVisible();
      await expect(submit).toBeDisabled();
      await submit.click({ force: true }); // no double submission
      await page.keyboard.press('Enter');
      held.open();
      await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toBeVisible();
      expect(provider.sent).toHaveLength(1);

      const [request] = provider.sent;
      // The server replaces an invalid token with a signed one; the header carries the cookie's current value.
      const xsrf = (await context.cookies(baseURL)).find((c) => c.name === 'XSRF-TOKEN')?.value;
      expect(xsrf).toMatch(/\S{20,}/);
      expect(request?.headers['x-xsrf-token']).toBe(xsrf);
      const body = request?.body as SentBody;
      expect(Object.keys(body).sort()).toEqual(['form', 'formId', 'hp', 'shownAt']);
      expect(body.formId).toBe(CONTACT_FORM_IDS[locale]);
      expect(body.hp).toBe('');
      expect(body.shownAt).toBeLessThanOrEqual(body.form.submittedAt);
      expect(Math.abs(body.form.submittedAt - (await page.evaluate(() => Date.now())))).toBeLessThan(60_000);
      expect(body.form).toEqual({
        submittedAt: body.form.submittedAt,
        fields: [
          { objectTypeId: '0-1', name: 'firstname', value: 'Giulia' },
          { objectTypeId: '0-1', name: 'lastname', value: 'Bianchi' },
          { objectTypeId: '0-1', name: 'email', value: 'giulia@azienda.it' },
          { objectTypeId: '0-1', name: 'phone', value: '+39021234567' },
          { objectTypeId: '0-1', name: 'company', value: 'Azienda S.p.A.' },
          { objectTypeId: '0-1', name: 'numemployees', value: '250-999' },
          { objectTypeId: '0-1', name: 'interest', value: 'sustainability' },
          { objectTypeId: '0-1', name: 'message', value: 'Vorremmo una demo.' },
          { objectTypeId: '0-1', name: 'lead_source', value: 'website-contact-modal' },
        ],
        context: {
          hutk: '0123456789abcdef0123456789abcdef',
          pageUri: `${baseURL}${PAGES[locale]}`,
          pageName: await page.title(),
        },
        legalConsentOptions: {
          consent: {
            // An explicit form: the ticked box's label is the text HubSpot keeps (decision 099).
            consentToProcess: true,
            text: processingLabelOf(definition),
            communications: [
              { value: false, subscriptionTypeId: 11832452, text: consentLabelOf(definition, 11832452) },
            ],
          },
        },
      });

      // Measured in the page, to the millisecond: a test that looked at the dialog 2.5 s after it
      // had noticed the message depended on how late it noticed.
      await expect(dialog).toBeHidden({ timeout: 8_000 });
      const shownFor = await page.evaluate(() => {
        const times = (window as unknown as { successTimes: { shown?: number; closed?: number } })
          .successTimes;
        return (times.closed ?? Number.NaN) - (times.shown ?? Number.NaN);
      });
      expect(shownFor).toBeGreaterThanOrEqual(3_000);
      expect(shownFor).toBeLessThan(4_000);

      // Reopened: an empty form, ready for another request.
      await page.evaluate(() => {
        window.location.hash = 'contact';
      });
      await expect(dialog).toBeVisible();
      await expect(box(dialog, definition, 'firstname')).toHaveValue('');
      await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toHaveCount(0);
      await expect(submit).toBeEnabled();
    });

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

    test('every field type travels in the payload as its wire value', async ({ page, consoleGuard }) => {
      const provider = await fakeProvider(page, locale);
      provider.definition = everyFieldType();
      consoleGuard.expectConsoleErrors(HOSTILE_FIXTURE_CSP_REPORT);
      await page.goto(`${PAGES[locale]}#contact`);
      const dialog = page.getByRole('dialog', { name: modalTexts.TITLE });
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Jane');
      await dialog.getByRole('textbox', { name: 'Work e-mail' }).fill('jane@company.com');
      await dialog.getByRole('textbox', { name: 'Phone' }).fill('+441234567890');
      await dialog.getByRole('textbox', { name: 'Number of employees' }).fill('12,5');
      await dialog.getByRole('combobox', { name: 'Country' }).selectOption('GB');
      await dialog.getByRole('radio', { name: 'By phone' }).check();
      await dialog.getByRole('checkbox', { name: 'Sales presentations' }).check();
      await dialog.getByRole('checkbox', { name: 'Sustainability reports' }).check();
      await dialog.getByRole('checkbox', { name: 'I would like a live demo' }).check();
      await dialog
        .getByRole('textbox', { name: 'Preferred call date' })
        .fill(locale === 'it' ? '5/3/2030' : '3/5/2030');
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
      await dialog.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
      await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
      await expect(dialog.getByRole('status').filter({ hasText: modalTexts.SUCCESS })).toBeVisible();

      const body = provider.sent[0]?.body as SentBody;
      expect(body.form.fields.map(({ name, value }) => [name, value])).toEqual([
        ['firstname', 'Jane'],
        ['email', 'jane@company.com'],
        ['phone', '+441234567890'],
        ['numemployees_exact', '12.5'],
        ['country', 'GB'],
        ['contact_channel', 'phone'],
        ['interests', 'sustainability;sales'],
        ['wants_demo', 'true'],
        ['preferred_date', '2030-03-05'],
        ['message', 'Hello'],
        ['lead_source', 'fixture-every-field'],
      ]);
      expect(body.form.legalConsentOptions.consent.communications).toEqual([
        { value: true, subscriptionTypeId: 999001, text: 'I agree to be contacted about my request.' },
        { value: false, subscriptionTypeId: '999002', text: 'Send me product news and event invitations.' },
      ]);
    });
  });
}
