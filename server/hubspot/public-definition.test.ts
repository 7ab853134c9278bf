import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { embeddedDefinition, IT_FORM_ID } from '../../tests/support/test-app.ts';
import { prepareForm } from './cached-form.ts';
import { publicDefinition } from './public-definition.ts';

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
