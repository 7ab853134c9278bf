import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { DEPENDENT_FIELD, DEPENDENT_PARENT, withFormRules } from '../../tests/fixtures/form-rules.ts';
import { embeddedDefinition, IT_FORM_ID } from '../../tests/support/test-app.ts';
import { prepareForm } from './cached-form.ts';
import { publicDefinition } from './public-definition.ts';

function parseAll(json: unknown) {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

describe('publicDefinition', () => {
  it('keeps what a form renderer reads and drops everything else (portal id included)', () => {
    const definition = {
      ...embeddedDefinition(IT_FORM_ID),
      portalId: 24681357,
      notifyRecipients: 'sales@example.com',
    };
    const output = publicDefinition(definition);
    expect(output).not.toHaveProperty('portalId');
    expect(output).not.toHaveProperty('notifyRecipients');
    const reparsed = parseFormDefinition(output);
    expect(reparsed.ok && reparsed.definition.formFieldGroups).toEqual(
      definition.formFieldGroups.map((group) => ({
        ...Object.fromEntries(Object.entries(group).filter(([key]) => key !== 'fields')),
        fields: group.fields.map((field) => ({
          ...Object.fromEntries(
            Object.entries(field).filter(
              ([key]) =>
                !['propertyObjectType', 'groupName', 'isSmartField', 'dependentFieldFilters'].includes(key),
            ),
          ),
          ...(field.options
            ? {
                options: field.options.map(({ label, value, displayOrder, hidden, description }) => ({
                  label,
                  value,
                  displayOrder,
                  hidden,
                  description,
                })),
              }
            : {}),
        })),
      })),
    );
  });

  it('keeps dependent fields, rich text and e-mail rules, each whitelisted too', () => {
    const source = withFormRules(embeddedDefinition(IT_FORM_ID), 'it');
    const [first] = source.formFieldGroups;
    const tainted = {
      ...source,
      formFieldGroups: source.formFieldGroups.map((group) => ({
        ...group,
        fields: group.fields.map((field) =>
          field.name === DEPENDENT_PARENT
            ? {
                ...field,
                dependentFieldFilters: (field.dependentFieldFilters as Record<string, unknown>[]).map(
                  (rule) => ({
                    ...rule,
                    secret: 'x',
                    dependentFormField: { ...(rule.dependentFormField as object), portalId: 24681357 },
                  }),
                ),
              }
            : field,
        ),
      })),
    };
    const reparsed = parseFormDefinition(publicDefinition(parseAll(tainted)));
    if (!reparsed.ok) throw new Error(reparsed.error);
    const groups = reparsed.definition.formFieldGroups;
    expect(groups[0]?.richText).toEqual({ content: (first?.richText as { content: string }).content });
    const fields = groups.flatMap((group) => group.fields);
    const rule = fields.find((field) => field.name === DEPENDENT_PARENT)?.dependentFieldFilters?.[0];
    expect(rule).not.toHaveProperty('secret');
    expect(rule?.dependentFormField).not.toHaveProperty('portalId');
    expect(rule?.dependentFormField).toMatchObject({
      name: DEPENDENT_FIELD,
      required: true,
      fieldType: 'number',
    });
    expect(rule?.filters).toEqual([{ operator: 'EQ', strValue: '1000+', strValues: [], numberValue: 0 }]);
    expect(fields.find((field) => field.name === 'email')?.validation).toEqual({
      message: expect.any(String) as unknown,
      useDefaultBlockList: true,
      blockedEmailAddresses: ['competitor.example'],
    });
  });

  it('refuses a definition that quotes the access token', () => {
    const definition = { ...embeddedDefinition(IT_FORM_ID), submitText: 'pat-secret' };
    expect(() => prepareForm(IT_FORM_ID, definition, { accessToken: 'pat-secret' })).toThrow(/secret/);
  });

  it('knows the language from the definition, or from which contact form it is', () => {
    const definition = embeddedDefinition(IT_FORM_ID);
    expect(prepareForm(IT_FORM_ID, definition).language).toBe('it');
    const unlabelled = {
      ...definition,
      metaData: definition.metaData.filter((entry) => entry.name !== 'lang'),
    };
    expect(prepareForm(IT_FORM_ID, unlabelled).language).toBe('it');
    expect(prepareForm('00000000-0000-4000-8000-000000000000', unlabelled).language).toBe('');
  });
});
