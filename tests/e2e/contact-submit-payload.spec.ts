import { baseURL } from '../../playwright.config.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { expect, test } from './support/fixtures.ts';
import { recordThirdParty, storeConsent } from './support/consent.ts';
import {
  consentLabelOf,
  processingLabelOf,
  everyFieldType,
  HOSTILE_FIXTURE_CSP_REPORT,
  fakeProvider,
  gate,
  LOCALES_UNDER_TEST,
  optionLabelOf,
  PAGES,
  texts,
} from './support/contact-provider.ts';
import { box, contactFormOpener, fillEmbeddedForm } from './support/contact-submit.ts';

/**
 * What a valid submission sends to HubSpot (body shape, XSRF token, every field type's wire value)
 * and how the modal confirms it (docs/requirements.md R7.7, R11.4, R11.6, R12.2).
 */

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

/** The body the page posts to the site's lead endpoint, as the stand-in provider records it (R11, R12). */
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
  const openForm = contactFormOpener(locale);

  test.describe(`contact form submission (${locale})`, () => {
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
