import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_IDS } from './contact-form.ts';
import { activeFieldGroups, activeFields, isSupportedFieldType, parseFormDefinition } from './definition.ts';

const embedded = (id: string): unknown =>
  JSON.parse(readFileSync(`server/hubspot/embedded-forms/${id}.json`, 'utf8'));
const everyFieldType: unknown = JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8'));

function parsed(json: unknown) {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

describe('parseFormDefinition', () => {
  it.each(Object.entries(CONTACT_FORM_IDS))('accepts the embedded %s contact form', (_locale, id) => {
    const definition = parsed(embedded(id));
    expect(definition.guid).toBe(id);
    expect(activeFields(definition).map((field) => field.name)).toContain('email');
  });

  it('keeps keys it does not read (HubSpot sends many)', () => {
    expect(parsed(everyFieldType)).toHaveProperty('portalId', 0);
  });

  it('defaults a missing metaData list to empty', () => {
    expect(parsed({ formFieldGroups: [] }).metaData).toEqual([]);
  });

  it("reads a field without objectTypeId, as older portals send it, as a contact's", () => {
    const field = { name: 'email', label: 'E-mail', required: true, fieldType: 'text' };
    const definition = parsed({
      formFieldGroups: [
        {
          fields: [
            {
              ...field,
              dependentFieldFilters: [
                {
                  filters: [{ operator: 'IS_NOT_EMPTY' }],
                  dependentFormField: { ...field, name: 'company' },
                },
              ],
            },
            { ...field, name: 'deal', objectTypeId: '0-3' },
          ],
        },
      ],
    });
    const [email, deal] = definition.formFieldGroups[0]?.fields ?? [];
    expect(email?.objectTypeId).toBe('0-1');
    expect(email?.dependentFieldFilters?.[0]?.dependentFormField.objectTypeId).toBe('0-1');
    expect(deal?.objectTypeId).toBe('0-3');
  });

  it('names the offending path when the shape is wrong', () => {
    const result = parseFormDefinition({ formFieldGroups: [{ fields: [{ name: 'x', label: 'X' }] }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('formFieldGroups.0.fields.0.required');
    const root = parseFormDefinition('not a form');
    expect(root.ok).toBe(false);
    if (!root.ok) expect(root.error).toContain('(root)');
  });
});

describe('activeFieldGroups', () => {
  const definition = parsed(everyFieldType);

  it('keeps every field of a group, in order, and one row per group', () => {
    const groups = activeFieldGroups(definition);
    expect(groups[0]?.map((field) => field.name)).toEqual(['firstname', 'email']);
    expect(groups).toHaveLength(9);
  });

  it('skips disabled fields and types we do not render', () => {
    const names = activeFields(definition).map((field) => field.name);
    expect(names).not.toContain('legacy_code');
    expect(names).not.toContain('attachment');
    expect(names).toContain('lead_source');
  });

  it('drops a group left empty', () => {
    const groups = activeFieldGroups({
      formFieldGroups: [
        { fields: [{ name: 'a', label: 'A', required: false, fieldType: 'file', objectTypeId: '0-1' }] },
        { fields: [{ name: 'b', label: 'B', required: false, fieldType: 'text', objectTypeId: '0-1' }] },
      ],
      metaData: [],
    });
    expect(groups.map((fields) => fields.map((field) => field.name))).toEqual([['b']]);
  });

  it('knows the supported field types', () => {
    for (const type of [
      'text',
      'textarea',
      'phonenumber',
      'select',
      'radio',
      'checkbox',
      'booleancheckbox',
      'number',
      'date',
    ]) {
      expect(isSupportedFieldType(type)).toBe(true);
    }
    expect(isSupportedFieldType('file')).toBe(false);
  });
});
