import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEPENDENT_FIELD,
  DEPENDENT_PARENT,
  DEPENDENT_TRIGGER,
  SECOND_DEPENDENT_FIELD,
  withTwoDependentFields,
} from '../../../tests/fixtures/form-rules.ts';
import { CONTACT_FORM_IDS } from '../../forms/contact-form.ts';
import { parseFormDefinition, type FormField } from '../../forms/definition.ts';
import { dictionaryFor } from '../../content/dictionaries.ts';
import { fieldChanges, fieldChangesSentence } from './field-changes.ts';

function twoDependents(change: (json: ReturnType<typeof withTwoDependentFields>) => void = () => undefined) {
  const embedded: unknown = JSON.parse(
    readFileSync(`server/hubspot/embedded-forms/${CONTACT_FORM_IDS.en}.json`, 'utf8'),
  );
  const json = withTwoDependentFields(embedded, 'en');
  change(json);
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

const names = (fields: readonly FormField[]) => fields.map((field) => field.name);
const labelled = (...labels: string[]) => labels.map((label) => ({ label }) as FormField);

describe('fieldChanges', () => {
  const definition = twoDependents();

  it('lists the fields an answer shows, in the form order, and those it hides', () => {
    const shown = fieldChanges(definition, {}, { [DEPENDENT_PARENT]: DEPENDENT_TRIGGER });
    expect(names(shown.appeared)).toEqual([DEPENDENT_FIELD, SECOND_DEPENDENT_FIELD]);
    expect(shown.gone).toEqual([]);
    const hidden = fieldChanges(definition, { [DEPENDENT_PARENT]: DEPENDENT_TRIGGER }, {});
    expect(names(hidden.gone)).toEqual([DEPENDENT_FIELD, SECOND_DEPENDENT_FIELD]);
    expect(hidden.appeared).toEqual([]);
  });

  it('finds nothing when the answer changes no field, or the field is one the definition hides', () => {
    expect(fieldChanges(definition, {}, { [DEPENDENT_PARENT]: '250-999' })).toEqual({
      appeared: [],
      gone: [],
    });
    const withHidden = twoDependents((json) => {
      const parent = json.formFieldGroups
        .flatMap((group) => group.fields)
        .find((f) => f.name === DEPENDENT_PARENT);
      const rules = parent?.['dependentFieldFilters'] as { dependentFormField: { hidden: boolean } }[];
      for (const rule of rules) rule.dependentFormField.hidden = true;
    });
    expect(fieldChanges(withHidden, {}, { [DEPENDENT_PARENT]: DEPENDENT_TRIGGER }).appeared).toEqual([]);
  });
});

describe('fieldChangesSentence', () => {
  it('says nothing when nothing changed', () => {
    expect(fieldChangesSentence({ appeared: [], gone: [] }, 'it', dictionaryFor('it'))).toBe('');
  });

  it('lists several labels the language’s way', () => {
    const changes = { appeared: labelled('Industry', 'Role', 'Team size'), gone: [] };
    expect(fieldChangesSentence(changes, 'en', dictionaryFor('en'))).toBe(
      'New fields: Industry, Role, and Team size',
    );
  });

  it('says what appeared, then what went, as two sentences, without doubling a question mark', () => {
    const changes = { appeared: labelled('Quanti dipendenti, circa?'), gone: labelled('Settore', 'Ruolo') };
    expect(fieldChangesSentence(changes, 'it', dictionaryFor('it'))).toBe(
      'Nuovo campo: Quanti dipendenti, circa? Campi rimossi: Settore e Ruolo.',
    );
    expect(fieldChangesSentence({ appeared: [], gone: labelled('Role') }, 'en', dictionaryFor('en'))).toBe(
      'Field removed: Role',
    );
  });
});
