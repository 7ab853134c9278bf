import type { FormDefinition } from '../../src/forms/definition.ts';
import { possibleFields } from '../../src/forms/visible-fields.ts';
import { presetValue } from '../../src/forms/preset-value.ts';
import { fieldKey } from '../../src/forms/field-key.ts';
import type { SubmissionForm } from '../../src/forms/contract.ts';
import { buildSubmission, wireValuesOf } from '../../src/forms/submission.ts';

/**
 * The submission as our own form would have built it from the same answers,
 * with the same shared builder: what is stored and sent to HubSpot. A client
 * cannot choose what the form decides: the consent block is the one of the
 * form's consent mode, its texts the definition's (HubSpot keeps them as proof
 * of consent or notice, decision 099), hidden fields keep their preset values
 * (lead attribution), values are trimmed.
 */
export function canonicalForm(
  formId: string,
  definition: FormDefinition,
  form: SubmissionForm,
): SubmissionForm {
  const values = wireValuesOf(form, definition);
  const fields = { ...values.fields };
  for (const field of possibleFields(definition)) {
    if (field.hidden) fields[fieldKey(field)] = presetValue(field);
  }
  return buildSubmission(
    formId,
    definition,
    { fields, consents: values.consents },
    form.context,
    form.submittedAt,
  ).form;
}
