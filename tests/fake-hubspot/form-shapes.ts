import { v3FormSchema } from '../../server/hubspot/v3-form-schema.ts';
import { v3ToClient } from '../../server/hubspot/v3-to-client.ts';
import { v2AsV3 } from './v2-as-v3.ts';

/**
 * The fake HubSpot keeps each form as it was written, v2 JSON (the embedded contact forms) or v3
 * JSON (tests/fixtures/hubspot/), and answers it in the shape of the API asked: v2 for
 * `/forms/v2/forms/`, v3 for `/marketing/v3/forms/` and the date-based `/marketing/forms/{version}/`.
 */
export type FormShape = 'v2' | 'v3';
type Json = Record<string, unknown>;

export const isV3Form = (form: Json): boolean => Array.isArray(form['fieldGroups']);

/**
 * A v2 form for the v3 paths: the fake's own conversion (v2-as-v3.ts). A v3 form for the v2
 * path: the server's reading of it, for want of a sample of what HubSpot's v2 API answers for a
 * form built in its new editor; only the path and the answer's shape are under test there.
 */
export function formInShape(form: Json, shape: FormShape): Json {
  if (shape === 'v3') return isV3Form(form) ? form : v2AsV3(form);
  if (!isV3Form(form)) return form;
  const parsed = v3FormSchema.safeParse(form);
  return parsed.success ? v3ToClient(parsed.data) : form;
}

interface SubmitField {
  readonly name: string;
  readonly required: boolean;
  readonly enabled?: boolean;
  readonly hidden?: boolean;
  readonly objectTypeId?: string;
  readonly fieldType?: string;
}
type KeptField = SubmitField & Json;

/**
 * A kept field's dependents, v2 (`dependentFieldFilters`) or v3 (`dependentFields`), and theirs:
 * HubSpot's description gives every dependent field a `dependentFields` list of its own.
 */
function dependentsOf(field: KeptField): SubmitField[] {
  const v2 = (field['dependentFieldFilters'] ?? []) as { dependentFormField: KeptField }[];
  const v3 = (field['dependentFields'] ?? []) as { dependentField: KeptField }[];
  return [...v2.map((rule) => rule.dependentFormField), ...v3.map((rule) => rule.dependentField)].flatMap(
    (dependent) => [dependent, ...dependentsOf(dependent)],
  );
}

/**
 * The form for the submit checks, whichever shape it is kept in: as kept (its consent options
 * stay where validate-consent.ts reads them), with `formFieldGroups` holding the fields HubSpot
 * knows: the form's, and its dependents, never required (only while shown, which the fake cannot
 * tell).
 */
export function submitDefinition(form: Json): Json & { formFieldGroups: { fields: SubmitField[] }[] } {
  const groups = (isV3Form(form) ? form['fieldGroups'] : form['formFieldGroups']) as {
    fields: KeptField[];
  }[];
  return {
    ...form,
    formFieldGroups: groups.map((group) => ({
      fields: group.fields.flatMap((field) => [
        field,
        ...dependentsOf(field).map((dependent) => ({ ...dependent, required: false })),
      ]),
    })),
  };
}

/** The thank-you text HubSpot answers a submission with, if the form has one. */
export function inlineMessageOf(form: Json): string | undefined {
  const message = isV3Form(form)
    ? (form['configuration'] as { postSubmitAction?: { value?: unknown } } | undefined)?.postSubmitAction
        ?.value
    : form['inlineMessage'];
  return typeof message === 'string' ? message : undefined;
}
