import { describe, expect, it } from 'vitest';
import { activeFields, type FormDefinition, type FormField } from '../../src/forms/definition.ts';
import { fieldError } from '../../src/forms/field-rules.ts';
import { presetValue } from '../../src/forms/preset-value.ts';
import { blockingFields, unsupportedFields } from '../../src/forms/unsupported-fields.ts';
import { visibleGroups } from '../../src/forms/visible-fields.ts';
import { v3EveryFieldType, type JsonObject } from '../../tests/fixtures/hubspot/v3-forms.ts';
import { parseV3FormDefinition } from './v3-to-client.ts';

function mapped(json: unknown): FormDefinition {
  const result = parseV3FormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

const definition = mapped(v3EveryFieldType());
const fields = definition.formFieldGroups.flatMap((group) => group.fields);
const field = (name: string): FormField => {
  const found = fields.find((item) => item.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** A copy of the fixture with its first field changed. */
function withFirstField(change: (field: JsonObject) => JsonObject): JsonObject {
  const form = v3EveryFieldType();
  const groups = form['fieldGroups'] as { fields: JsonObject[] }[];
  const [group] = groups;
  if (group?.fields[0]) group.fields[0] = change(group.fields[0]);
  return form;
}

describe('a v3 definition in the client shape', () => {
  it.each([
    ['firstname', 'single_line_text', 'text'],
    ['message', 'multi_line_text', 'textarea'],
    ['email', 'email', 'email'],
    ['phone', 'phone', 'phonenumber'],
    ['mobilephone', 'mobile_phone', 'phonenumber'],
    ['numemployees_exact', 'number', 'number'],
    ['newsletter_optin', 'single_checkbox', 'booleancheckbox'],
    ['interest', 'multiple_checkboxes', 'checkbox'],
    ['company_size', 'dropdown', 'select'],
    ['contact_preference', 'radio', 'radio'],
    ['start_date', 'datepicker', 'date'],
    ['attachment', 'file', 'file'],
    ['deposit', 'payment_link_radio', 'payment_link_radio'],
  ])('%s: v3 %s is rendered as %s', (name, _v3Type, clientType) => {
    expect(field(name).fieldType).toBe(clientType);
  });

  it('shows every field type the form can render, and leaves out file and payment fields', () => {
    expect(activeFields(definition).map((item) => item.name)).not.toContain('attachment');
    expect(unsupportedFields(definition).map((item) => [item.name, item.fieldType])).toEqual([
      ['attachment', 'file'],
      ['deposit', 'payment_link_radio'],
    ]);
    expect(blockingFields(definition)).toEqual([]);
  });

  it('keeps names, labels, required, placeholders, descriptions and the contact object type', () => {
    expect(field('firstname')).toMatchObject({
      label: 'First name',
      required: true,
      placeholder: 'Jane',
      objectTypeId: '0-1',
      hidden: false,
    });
    expect(field('phone').description).toBe('Digits only, optional leading +.');
    expect(field('mobilephone').required).toBe(false);
  });

  it("makes a dropdown's placeholder its empty choice", () => {
    expect(field('company_size')).toMatchObject({ unselectedLabel: 'Pick a size' });
    expect(field('company_size').placeholder).toBeUndefined();
  });

  it('orders options by displayOrder, with their labels and values', () => {
    expect(field('interest').options?.map((option) => [option.value, option.label])).toEqual([
      ['sustainability', 'Sustainability report'],
      ['training', 'Training'],
      ['brand', 'Brand story'],
    ]);
  });

  it('presets single and multiple default values, a date as the form writes it', () => {
    expect(presetValue(field('interest'))).toBe('training');
    expect(presetValue(field('contact_preference'))).toBe('email');
    expect(presetValue(field('company_size'))).toBe('');
    expect(presetValue(field('newsletter_optin'))).toBe('false');
    expect(presetValue(field('start_date'))).toBe('2027-01-01');
  });

  it('keeps a hidden field with its default, which is sent as is', () => {
    expect(field('lead_source')).toMatchObject({ hidden: true, defaultValue: 'website-v3' });
  });

  it("enforces the e-mail field's blocked domains and free-provider switch", () => {
    const email = field('email');
    expect(fieldError(email, 'not-an-address')).toBe('email');
    expect(fieldError(email, 'jane@competitor.example')).toBe('email-blocked');
    expect(fieldError(email, 'jane@gmail.com')).toBe('email-free');
    expect(fieldError(email, 'jane@studio.example')).toBeUndefined();
  });

  it('shows rich text above its group, an image group as a picture', () => {
    const texts = visibleGroups(definition, {}).map((group) => group.richText);
    expect(texts[0]).toBe('<p>Tell us about your <strong>project</strong>.</p>');
    expect(texts.at(-1)).toBe('<img src="https://cdn.example.test/team.png" alt="">');
  });

  it('carries the language, submit text, thank-you message, CAPTCHA flag, id and name', () => {
    expect(definition).toMatchObject({
      guid: '10000000-0000-4000-8000-000000000301',
      name: 'Every v3 field type (test fixture)',
      submitText: 'Send request',
      inlineMessage: '<p>Thanks, we will be in touch soon.</p>',
      captchaEnabled: false,
      createdAt: Date.parse('2026-10-01T09:00:00Z'),
    });
    expect(definition.metaData).toContainEqual({ name: 'lang', value: 'en' });
    const form = v3EveryFieldType();
    const captcha = mapped({
      ...form,
      configuration: { ...(form['configuration'] as JsonObject), recaptchaEnabled: true },
    });
    expect(captcha.captchaEnabled).toBe(true);
  });

  it('reads a field without objectTypeId as a contact field', () => {
    const withoutId = mapped(
      withFirstField((first) => {
        const copy = { ...first };
        delete copy['objectTypeId'];
        return copy;
      }),
    );
    expect(withoutId.formFieldGroups[0]?.fields[0]?.objectTypeId).toBe('0-1');
    const company = mapped(withFirstField((first) => ({ ...first, objectTypeId: '0-2' })));
    expect(company.formFieldGroups[0]?.fields[0]?.objectTypeId).toBe('0-2');
  });

  it('sends a field type it does not know down the unsupported-field path, never rendering it', () => {
    const unknown = mapped(withFirstField((first) => ({ ...first, fieldType: 'signature' })));
    expect(unsupportedFields(unknown)).toContainEqual({
      name: 'firstname',
      fieldType: 'signature',
      required: true,
      dependent: false,
    });
    expect(blockingFields(unknown).map((item) => item.name)).toEqual(['firstname']);
    // A future type named like one the form renders is not taken for it.
    const clash = mapped(withFirstField((first) => ({ ...first, fieldType: 'text' })));
    expect(clash.formFieldGroups[0]?.fields[0]?.fieldType).toBe('hubspot-text');
  });

  it('refuses an answer that is not a v3 form, naming the path', () => {
    const result = parseV3FormDefinition({ id: 'x', fieldGroups: [{ fields: [{ name: 'a' }] }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('fieldGroups.0.fields.0.label');
    const v2 = parseV3FormDefinition({ guid: 'x', formFieldGroups: [] });
    expect(v2.ok).toBe(false);
  });
});
