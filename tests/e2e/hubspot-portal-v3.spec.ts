import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { CONSENT_TEXT } from '../../src/forms/contract.ts';
import { v3ConsentOptions } from '../fixtures/hubspot/v3-forms.ts';
import { expect, test } from './support/fixtures.ts';
import { portalForms, v3DependentWithConsent, v3EveryField } from './support/hubspot-forms.ts';
import { usePortal } from './support/hubspot-portal.ts';
import {
  deliveredTo,
  expectRefusedWithoutProcessingBox,
  formPathsAsked,
  openContactForm,
  submitAndSeeSuccess,
  uniqueEmail,
  valuesOf,
} from './support/hubspot-visitor.ts';

/**
 * HUBSPOT_FORMS_API=v3 (decision 098): HubSpot's v3 fixtures (tests/fixtures/hubspot/README.md)
 * through the real server's mapping, in a real browser. The English page meets the form with
 * every field type, rich text and implicit consent to process; the Italian page the form with
 * dependent fields and explicit consent to process (decision 099).
 */
const explicit = v3ConsentOptions('explicit_consent_to_process') as {
  consentToProcessCheckboxLabel: string;
};
const PROCESSING_LABEL = explicit.consentToProcessCheckboxLabel;

test.describe('a portal read through the forms API v3', () => {
  const portal = usePortal(
    'v3',
    portalForms({ en: v3EveryField(), it: v3DependentWithConsent('explicit_consent_to_process') }),
  );

  test('every v3 field type renders, with its rich text, and reaches HubSpot with implicit consent', async ({
    page,
    context,
  }) => {
    const { dialog } = await openContactForm(page, context, portal().baseURL, 'en');
    const textbox = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await expect(dialog.getByText('Tell us about your project.')).toBeVisible();
    // file and payment_link_radio are optional: left out (decision 093), as is the hidden field.
    await expect(dialog.getByText('Attach your brief')).toHaveCount(0);
    await expect(dialog.getByText('Deposit')).toHaveCount(0);
    await expect(dialog.getByText('Lead source')).toHaveCount(0);
    // Implicit: the processing text, no processing box; the optional subscription box.
    await expect(dialog.getByText('By submitting, you allow Example Ltd')).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(5); // newsletter, 3 interests, news

    const email = uniqueEmail('jane');
    await textbox('First name').fill('Jane');
    await textbox('Work e-mail').fill(email);
    await textbox('Phone').fill('+441234567890');
    await textbox('Mobile phone').fill('+447700900123');
    await textbox('Number of employees').fill('42');
    await textbox('Message').fill('Hello from a v3 form.');
    await dialog.getByRole('checkbox', { name: 'Send me the monthly newsletter' }).check();
    // "Training" is the field's default choice.
    await expect(dialog.getByRole('checkbox', { name: 'Training' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Brand story' }).check();
    const size = dialog.getByRole('combobox', { name: 'Company size' });
    await expect(size.locator('option:checked')).toHaveText('Pick a size');
    await size.selectOption('50-999');
    await expect(dialog.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Phone' }).check();
    const start = textbox('Preferred start date');
    await start.fill('3/5/2030');
    await dialog.getByRole('checkbox', { name: 'I agree to receive product news.' }).check();
    await submitAndSeeSuccess(dialog, 'en');

    const body = await deliveredTo(portal().fake, email);
    expect(body.fields.map((field) => [field.name, field.value, field.objectTypeId])).toEqual([
      ['firstname', 'Jane', '0-1'],
      ['email', email, '0-1'],
      ['phone', '+441234567890', '0-1'],
      ['mobilephone', '+447700900123', '0-1'],
      ['numemployees_exact', '42', '0-1'],
      ['message', 'Hello from a v3 form.', '0-1'],
      ['newsletter_optin', 'true', '0-1'],
      ['interest', 'training;brand', '0-1'],
      ['company_size', '50-999', '0-1'],
      ['contact_preference', 'phone', '0-1'],
      ['start_date', '2030-03-05', '0-1'],
      ['lead_source', 'website-v3', '0-1'],
    ]);
    expect(body.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: CONSENT_TEXT,
        communications: [
          { value: true, subscriptionTypeId: 11832451, text: 'I agree to receive product news.' },
        ],
      },
    });
    expect(formPathsAsked(portal().fake)).toContain(`/marketing/v3/forms/${CONTACT_FORM_IDS.en}`);
  });

  test('dependent fields appear with the answers that call them; an explicit form needs its box ticked', async ({
    page,
    context,
  }) => {
    const visit = await openContactForm(page, context, portal().baseURL, 'it');
    const { dialog } = visit;
    const textbox = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    const employees = textbox('How many employees, roughly?');
    const energy = textbox('Main energy source');
    const topics = textbox('Training topics');
    await expect(employees).toHaveCount(0);
    await expect(energy).toHaveCount(0);
    await expect(topics).toHaveCount(0);

    const email = uniqueEmail('giulia');
    await textbox('First name').fill('Giulia');
    await textbox('Work e-mail').fill(email);
    await dialog.getByRole('combobox', { name: 'Company size' }).selectOption('1000+'); // eq
    await employees.fill('1500');
    await textbox('Industry').fill('renewable energy'); // contains
    await energy.fill('Hydro');
    await dialog.getByRole('checkbox', { name: 'Training' }).check(); // set_any
    await topics.fill('Storytelling for ESG teams');
    // Explicit: its text, footer and the box, which the visitor must tick.
    await expect(dialog.getByText('To answer your request we need to store')).toBeVisible();
    await expect(dialog.getByText('You can withdraw this consent at any time.')).toBeVisible();
    await expectRefusedWithoutProcessingBox(visit, 'it', PROCESSING_LABEL);

    await dialog.getByRole('checkbox', { name: PROCESSING_LABEL }).check();
    await submitAndSeeSuccess(dialog, 'it');

    const body = await deliveredTo(portal().fake, email);
    expect(valuesOf(body)).toEqual({
      firstname: 'Giulia',
      email,
      company_size: '1000+',
      employees_exact: '1500',
      industry: 'renewable energy',
      energy_source: 'Hydro',
      interest: 'training',
      training_topics: 'Storytelling for ESG teams',
    });
    expect(body.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: PROCESSING_LABEL,
        communications: [
          { value: false, subscriptionTypeId: 11832451, text: 'I agree to receive product news.' },
        ],
      },
    });
  });
});
