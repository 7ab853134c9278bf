import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { DEPENDENT_FIELD, formRulesTexts } from '../fixtures/form-rules.ts';
import { consentLabelOf, labelOf, optionLabelOf, processingLabelOf } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';
import { portalForms, v2ContactForm, v2WithoutObjectTypeIds } from './support/hubspot-forms.ts';
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
 * HUBSPOT_FORMS_API=v2 (decision 098): the real server reads the legacy forms API of the fake
 * HubSpot, and a visitor's request reaches HubSpot through the outbox. The Italian page meets a v2
 * contact form (explicit consent to process); the English page an older portal's v2 answer
 * without `objectTypeId`, with a dependent field and rich text.
 */
const itForm = v2ContactForm();
const enForm = v2WithoutObjectTypeIds();

test.describe('a portal read through the forms API v2', () => {
  const portal = usePortal('v2', portalForms({ it: itForm, en: enForm }));

  test('a v2 form renders, is refused without the processing box, and reaches HubSpot with consent to process', async ({
    page,
    context,
  }) => {
    const visit = await openContactForm(page, context, portal().baseURL, 'it');
    const { dialog } = visit;
    const box = (name: string) => dialog.getByRole('textbox', { name: labelOf(itForm, name), exact: true });
    const email = uniqueEmail('giulia');
    await box('firstname').fill('Giulia');
    await box('lastname').fill('Bianchi');
    await box('email').fill(email);
    await box('company').fill('Bianchi S.p.A.');
    await dialog.getByRole('combobox', { name: labelOf(itForm, 'numemployees') }).selectOption('250-999');
    await dialog.getByRole('checkbox', { name: optionLabelOf(itForm, 'interest', 'training') }).check();
    await dialog.getByRole('textbox', { name: labelOf(itForm, 'message') }).fill('Una demo, per favore.');
    await expectRefusedWithoutProcessingBox(visit, 'it', processingLabelOf(itForm));

    await dialog.getByRole('checkbox', { name: processingLabelOf(itForm) }).check();
    await submitAndSeeSuccess(dialog, 'it');

    const body = await deliveredTo(portal().fake, email);
    expect(valuesOf(body)).toEqual({
      firstname: 'Giulia',
      lastname: 'Bianchi',
      email,
      company: 'Bianchi S.p.A.',
      numemployees: '250-999',
      interest: 'training',
      message: 'Una demo, per favore.',
      lead_source: 'website-contact-modal',
    });
    expect(body.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: processingLabelOf(itForm),
        communications: [
          { value: false, subscriptionTypeId: 11832452, text: consentLabelOf(itForm, 11832452) },
        ],
      },
    });
    expect(formPathsAsked(portal().fake)).toContain(`/forms/v2/forms/${CONTACT_FORM_IDS.it}`);
  });

  test('a v2 answer without objectTypeId shows its rich text and dependent field, and sends contact fields', async ({
    page,
    context,
  }) => {
    const visit = await openContactForm(page, context, portal().baseURL, 'en');
    const { dialog } = visit;
    const rules = formRulesTexts('en');
    await expect(dialog.getByText('We answer within two working days.')).toBeVisible();
    const box = (name: string) => dialog.getByRole('textbox', { name: labelOf(enForm, name), exact: true });
    const employees = dialog.getByRole('textbox', { name: rules.dependentLabel });
    const email = uniqueEmail('jane');
    await box('firstname').fill('Jane');
    await box('lastname').fill('Doe');
    await box('email').fill(email);
    await box('company').fill('Doe Ltd');
    await dialog.getByRole('textbox', { name: labelOf(enForm, 'message') }).fill('A demo, please.');
    await expect(employees).toHaveCount(0);
    await dialog.getByRole('combobox', { name: labelOf(enForm, 'numemployees') }).selectOption('1000+');
    await employees.fill('1200');
    await dialog.getByRole('checkbox', { name: processingLabelOf(enForm) }).check();
    await submitAndSeeSuccess(dialog, 'en');

    const body = await deliveredTo(portal().fake, email);
    expect(body.fields.map((field) => [field.name, field.objectTypeId])).toEqual(
      [
        'firstname',
        'lastname',
        'email',
        'company',
        'numemployees',
        DEPENDENT_FIELD,
        'message',
        'lead_source',
      ].map((name) => [name, '0-1']),
    );
    expect(valuesOf(body)).toMatchObject({ numemployees: '1000+', [DEPENDENT_FIELD]: '1200' });
    expect(body.legalConsentOptions).toMatchObject({
      consent: { consentToProcess: true, text: processingLabelOf(enForm) },
    });
  });
});
