import { describe, expect, it } from 'vitest';
import { v3FormErrors as errorsOf } from '../fixtures/hubspot/openapi-validator.ts';
import { v3FixtureForms, v3EveryFieldType } from '../fixtures/hubspot/v3-forms.ts';

/**
 * The v3 fixtures are HubSpot's shape, not ours: each validates against HubSpot's published
 * schema of `GET /marketing/v3/forms/{formId}` (tests/fixtures/hubspot/README.md).
 */
describe("the v3 fixtures follow HubSpot's OpenAPI description", () => {
  it.each([...v3FixtureForms()].map(([id, form]) => [id, form] as const))(
    '%s is a HubSpotFormDefinition',
    (_id, form) => {
      expect(errorsOf(form)).toEqual([]);
    },
  );

  it('would catch a fixture that strays from it', () => {
    const form = v3EveryFieldType();
    const groups = form['fieldGroups'] as { fields: Record<string, unknown>[] }[];
    const first = groups[0]?.fields[0];
    if (first) delete first['label'];
    expect(errorsOf(form).length).toBeGreaterThan(0);
    expect(
      errorsOf({ ...v3EveryFieldType(), legalConsentOptions: { type: 'opt_in' } }).length,
    ).toBeGreaterThan(0);
  });

  it('covers every field type, consent type and dependent operator it claims to', () => {
    const forms = [...v3FixtureForms().values()];
    const fields = forms.flatMap((form) =>
      (form['fieldGroups'] as { fields: Record<string, unknown>[] }[]).flatMap((group) => group.fields),
    );
    const dependents = fields.flatMap(
      (field) => field['dependentFields'] as { dependentCondition: { operator: string } }[],
    );
    expect(new Set(fields.map((field) => field['fieldType']))).toEqual(
      new Set([
        'single_line_text',
        'multi_line_text',
        'email',
        'phone',
        'mobile_phone',
        'number',
        'single_checkbox',
        'multiple_checkboxes',
        'dropdown',
        'radio',
        'datepicker',
        'file',
        'payment_link_radio',
      ]),
    );
    expect(new Set(forms.map((form) => (form['legalConsentOptions'] as { type: string }).type))).toEqual(
      new Set(['none', 'implicit_consent_to_process', 'explicit_consent_to_process', 'legitimate_interest']),
    );
    expect(
      new Set(dependents.map((dependent) => dependent.dependentCondition.operator)).size,
    ).toBeGreaterThanOrEqual(10);
  });
});
