import { v3SecondPass } from '../fixtures/hubspot/v3-forms.ts';
import { texts } from './support/contact-provider.ts';
import { expect, test } from './support/fixtures.ts';
import { portalForms } from './support/hubspot-forms.ts';
import { usePortal } from './support/hubspot-portal.ts';
import {
  openContactForm,
  submitAndSeeSuccess,
  uniqueEmail,
  type DeliveredBody,
} from './support/hubspot-visitor.ts';

/**
 * Decision 105 in a real browser: the v3 form written from HubSpot's OpenAPI description for issue
 * 40 (tests/fixtures/hubspot/v3-second-pass.json), read by the real server through the forms API v3
 * from the fake: an `email` field named otherwise, a contact's and a company's `city`, a hidden
 * required field without a default, a dependent with a dependent of its own.
 */
test.describe('a v3 form with typed, same-named, hidden and nested fields', () => {
  const portal = usePortal('v3', portalForms({ en: v3SecondPass(), it: v3SecondPass() }));

  test('renders each as HubSpot describes it and delivers both cities on their own objects', async ({
    page,
    context,
  }) => {
    const visit = await openContactForm(page, context, portal().baseURL, 'en');
    const { dialog } = visit;
    const t = texts('en');
    const textbox = (name: string) => dialog.getByRole('textbox', { name, exact: true });

    // No hidden field is shown or demanded.
    await expect(dialog.getByText('Lead source detail')).toHaveCount(0);
    const address = textbox('Work address');
    await expect(address).toHaveAttribute('type', 'email');
    await textbox('First name').fill('Jane');
    await textbox('How often may we write?').fill('weekly');
    const mine = textbox('Your city');
    const company = textbox('Company city');
    await mine.fill('Milano');
    await company.fill('Torino');
    expect(await mine.getAttribute('id')).not.toBe(await company.getAttribute('id'));

    // A dependent, then its own dependent.
    await expect(textbox('Which role?')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption('other');
    await textbox('Which role?').fill('Sustainability lead');
    await textbox('What does your sustainability work cover?').fill('Scope 3 reporting');

    // The `email` type's blocked domain is refused here, not dead-lettered by HubSpot later.
    await address.fill('x@bad.com');
    await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
    await expect(address).toHaveAccessibleDescription(t.VALIDATORS.BLOCKED_EMAIL);
    expect(visit.sends).toEqual([]);

    const email = uniqueEmail('jane');
    await address.fill(email);
    await submitAndSeeSuccess(dialog, 'en');

    const find = () =>
      portal()
        .fake.submissions.map(
          (submission) => submission.body as unknown as DeliveredBody & { submittedAt: unknown },
        )
        .find((body) => body.fields.some((field) => field.name === 'work_address' && field.value === email));
    await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
    const body = find();
    // HubSpot's reference documents submittedAt as a string of milliseconds.
    expect(typeof body?.submittedAt).toBe('string');
    expect(body?.fields.map((field) => [field.objectTypeId, field.name, field.value])).toEqual([
      ['0-1', 'firstname', 'Jane'],
      ['0-1', 'work_address', email],
      ['0-1', 'email_preference_note', 'weekly'],
      ['0-1', 'city', 'Milano'],
      ['0-2', 'city', 'Torino'],
      ['0-1', 'role', 'other'],
      ['0-1', 'role_other', 'Sustainability lead'],
      ['0-1', 'sustainability_scope', 'Scope 3 reporting'],
    ]);
  });
});
