import { isSupportedFieldType, type FormDefinition, type FormField } from './definition.ts';
import { MAX_DEPENDENT_DEPTH } from './visible-fields.ts';

/**
 * Fields of a type the form cannot render (a file upload, for example), top
 * level or dependent. An optional one is left out of the form (the server logs
 * it once); a required one would make every submission fail at HubSpot, so the
 * modal offers the provider's hosted form instead (docs/requirements.md R10.4).
 */
export interface UnsupportedField {
  readonly name: string;
  readonly fieldType: string;
  /** Required and shown: no submission of ours can satisfy HubSpot. */
  readonly required: boolean;
  readonly dependent: boolean;
}

interface FieldLike {
  readonly name: string;
  readonly fieldType: string;
  readonly required: boolean;
  readonly enabled?: boolean | undefined;
  readonly hidden?: boolean | undefined;
}

const unsupported = (field: FieldLike, dependent: boolean): UnsupportedField[] =>
  field.enabled === false || isSupportedFieldType(field.fieldType)
    ? []
    : [
        {
          name: field.name,
          fieldType: field.fieldType,
          required: field.required && field.hidden !== true,
          dependent,
        },
      ];

/** A supported field's dependents, and theirs, at any depth the form reads (decision 105). */
function unsupportedDependents(field: FormField, depth: number): UnsupportedField[] {
  if (field.enabled === false || depth >= MAX_DEPENDENT_DEPTH) return [];
  return (field.dependentFieldFilters ?? []).flatMap((rule) => [
    ...unsupported(rule.dependentFormField, true),
    ...unsupportedDependents(rule.dependentFormField, depth + 1),
  ]);
}

/**
 * A dependent field counts even while its condition does not hold: a visitor
 * who gives the answer that shows it could not finish the form.
 */
export function unsupportedFields(definition: FormDefinition): UnsupportedField[] {
  return definition.formFieldGroups.flatMap((group) =>
    group.fields.flatMap((field) => [...unsupported(field, false), ...unsupportedDependents(field, 1)]),
  );
}

/** The required fields the form cannot show: when any, the form cannot succeed here. */
export const blockingFields = (definition: FormDefinition): UnsupportedField[] =>
  unsupportedFields(definition).filter((field) => field.required);
