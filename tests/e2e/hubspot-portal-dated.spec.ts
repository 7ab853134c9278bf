import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { v3ConsentOptions } from '../fixtures/hubspot/v3-forms.ts';
import { expect, test } from './support/fixtures.ts';
import { portalForms, v3DependentWithConsent } from './support/hubspot-forms.ts';
import { usePortal } from './support/hubspot-portal.ts';
import {
  deliveredTo,
  formPathsAsked,
  openContactForm,
  submitAndSeeSuccess,
  uniqueEmail,
  valuesOf,
} from './support/hubspot-visitor.ts';

/**
 * HUBSPOT_FORMS_API set to a date-based version (decision 098: `/marketing/forms/{version}/`,
 * the v3 shape), with the two consent modes that carry no consent checkbox (decision 099): the
 * English page meets a legitimate-interest form, the Italian page a form without consent options.
 */
const VERSION = '2026-09-beta';
const legitimate = v3ConsentOptions('legitimate_interest') as { privacyText: string };
const NOTICE = 'We process your data on the basis of our legitimate interest in answering your request.';

test.describe(`a portal read through the date-based forms API ${VERSION}`, () => {
  const portal = usePortal(
    VERSION,
    portalForms({ en: v3DependentWithConsent('legitimate_interest'), it: v3DependentWithConsent('none') }),
  );

  test('a legitimate-interest form shows its notice, no consent box, and sends the legitimateInterest block', async ({
    page,
    context,
  }) => {
    const { dialog } = await openContactForm(page, context, portal().baseURL, 'en');
    await expect(dialog.getByText(NOTICE)).toBeVisible();
    // Only the form's own choice fields: three interests.
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    const email = uniqueEmail('jane');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Jane');
    await dialog.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Company size' }).selectOption('1-49');
    await submitAndSeeSuccess(dialog, 'en');

    const body = await deliveredTo(portal().fake, email);
    expect(valuesOf(body)).toEqual({ firstname: 'Jane', email, company_size: '1-49' });
    expect(body.legalConsentOptions).toEqual({
      legitimateInterest: {
        value: true,
        subscriptionTypeId: 11832451,
        legalBasis: 'LEAD',
        text: legitimate.privacyText,
      },
    });
    expect(formPathsAsked(portal().fake)).toContain(`/marketing/forms/${VERSION}/${CONTACT_FORM_IDS.en}`);
  });

  test('a form without consent options shows no consent text and sends no consent block', async ({
    page,
    context,
  }) => {
    const { dialog } = await openContactForm(page, context, portal().baseURL, 'it');
    await expect(dialog.getByRole('checkbox')).toHaveCount(3);
    await expect(dialog.locator('.consent')).toHaveCount(0);
    const email = uniqueEmail('giulia');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Giulia');
    await dialog.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Company size' }).selectOption('50-999');
    await dialog.getByRole('textbox', { name: 'Budget (EUR)' }).fill('7000');
    await dialog.getByRole('radio', { name: 'Yes' }).check(); // shown by budget > 5000
    await submitAndSeeSuccess(dialog, 'it');

    const body = await deliveredTo(portal().fake, email);
    expect(valuesOf(body)).toMatchObject({ firstname: 'Giulia', company_size: '50-999', budget: '7000' });
    expect(body).not.toHaveProperty('legalConsentOptions');
    expect(formPathsAsked(portal().fake)).toContain(`/marketing/forms/${VERSION}/${CONTACT_FORM_IDS.it}`);
  });
});
