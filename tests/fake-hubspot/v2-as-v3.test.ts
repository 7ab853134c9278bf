import { describe, expect, it } from 'vitest';
import { parseV3FormDefinition } from '../../server/hubspot/v3-to-client.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { parseFormDefinition, type FormDefinition, type FormField } from '../../src/forms/definition.ts';
import { presetValue } from '../../src/forms/preset-value.ts';
import { isEmailField } from '../../src/forms/field-rules.ts';
import { visibleFields } from '../../src/forms/visible-fields.ts';
import { v3FormErrors } from '../fixtures/hubspot/openapi-validator.ts';
import { DEPENDENT_PARENT, DEPENDENT_TRIGGER, withTwoDependentFields } from '../fixtures/form-rules.ts';
import { embeddedDefinitions } from './fake-hubspot.ts';
import { v2AsV3 } from './v2-as-v3.ts';

/**
 * The fake's v2 → v3 conversion and the server's v3 → v2 mapping were written apart, each from
 * HubSpot's documents: a v2 form through both must come back as the same form to a visitor.
 * What v3 cannot say is left out of the comparison: the marketer's e-mail message, a hidden label.
 */
function parsed(json: unknown): FormDefinition {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

function roundTrip(v2: Record<string, unknown>): FormDefinition {
  const v3 = v2AsV3(v2);
  expect(v3FormErrors(v3)).toEqual([]);
  const result = parseV3FormDefinition(v3);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

function seen(field: FormField): Record<string, unknown> {
  return {
    name: field.name,
    label: field.label,
    required: field.required,
    // v2 has no e-mail type (its `email` property is text), v3 has one: both are an address input.
    fieldType: isEmailField(field) ? 'an address' : field.fieldType,
    objectTypeId: field.objectTypeId,
    hidden: field.hidden === true,
    placeholder: field.placeholder ?? '',
    description: field.description ?? '',
    unselectedLabel: field.unselectedLabel ?? '',
    options: (field.options ?? []).map((option) => [option.value, option.label]),
    preset: presetValue(field),
    blocked: field.validation?.blockedEmailAddresses ?? [],
    freeMailBlocked: field.validation?.useDefaultBlockList === true,
  };
}

function asSeen(definition: FormDefinition) {
  const consent = definition.metaData.find((entry) => entry.name === 'legalConsentOptions');
  return {
    guid: definition.guid,
    submitText: definition.submitText,
    inlineMessage: definition['inlineMessage'],
    lang: definition.metaData.find((entry) => entry.name === 'lang')?.value,
    consent: consent ? (JSON.parse(consent.value) as unknown) : undefined,
    groups: definition.formFieldGroups.map((group) => ({
      richText: group.richText?.content ?? '',
      fields: group.fields
        .filter((field) => field.enabled !== false)
        .map((field) => ({
          ...seen(field),
          dependents: (field.dependentFieldFilters ?? []).map((rule) => seen(rule.dependentFormField)),
        })),
    })),
  };
}

describe('a v2 form through the fake v3 answer and back', () => {
  const embedded = embeddedDefinitions('0');

  it.each(Object.entries(CONTACT_FORM_IDS))(
    'the embedded %s contact form is the same form',
    (_locale, id) => {
      const v2 = embedded.get(id);
      if (!v2) throw new Error(`no embedded form ${id}`);
      const original = parsed(v2);
      const back = roundTrip(v2);
      const { consent, ...rest } = asSeen(back);
      const { consent: originalConsent, ...originalRest } = asSeen(original);
      expect(rest).toEqual(originalRest);
      expect(consent).toMatchObject(originalConsent as object);
    },
  );

  it('keeps dependent fields, rich text and e-mail rules working the same', () => {
    const v2 = withTwoDependentFields(embedded.get(CONTACT_FORM_IDS.en), 'en');
    const original = parsed(v2);
    const back = roundTrip(v2);
    expect(asSeen(back).groups).toEqual(asSeen(original).groups);
    for (const values of [{}, { [DEPENDENT_PARENT]: DEPENDENT_TRIGGER }, { [DEPENDENT_PARENT]: '1-49' }]) {
      expect(visibleFields(back, values).map((field) => field.name)).toEqual(
        visibleFields(original, values).map((field) => field.name),
      );
    }
  });
});
