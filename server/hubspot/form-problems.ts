import type { FormDefinition } from '../../src/forms/definition.ts';
import { consentModeOf } from '../../src/forms/legal-consent.ts';
import { unsupportedFields } from '../../src/forms/unsupported-fields.ts';
import { presetValue } from '../../src/forms/preset-value.ts';
import { possibleFields } from '../../src/forms/visible-fields.ts';
import { UNEVALUABLE_CONDITION } from './v3-dependents.ts';

/**
 * What in a form's definition stops leads, seen when it loads rather than at the first lead
 * (docs/requirements.md R10.4, decision 098): CAPTCHA (HubSpot refuses a server's submission, so
 * leads wait), a required field the contact form cannot show, consent options it cannot send
 * lawfully (both: visitors get the hosted form), a hidden required field with no value to send
 * (decision 105). Read by the log, /readyz and `leads -- status`.
 */
export type FormProblemKind = 'captcha' | 'required-field' | 'legal-consent' | 'hidden-required';

export interface FormProblem {
  readonly kind: FormProblemKind;
  /** One line for an operator: what is wrong and what it does to leads. */
  readonly message: string;
  readonly field?: string;
  readonly fieldType?: string;
}

/** One form's problems, named as an operator finds it in HubSpot. */
export interface FormReport {
  readonly formId: string;
  readonly form: string;
  readonly problems: readonly FormProblem[];
}

const HOSTED = 'visitors are sent to the hosted form until the form is changed in HubSpot';

function fieldProblem(name: string, fieldType: string): FormProblem {
  const condition = fieldType.startsWith(`${UNEVALUABLE_CONDITION}:`)
    ? `is shown on a condition the contact form cannot evaluate (${fieldType.slice(UNEVALUABLE_CONDITION.length + 1)})`
    : `has a type the contact form cannot show (${fieldType})`;
  return {
    kind: 'required-field',
    message: `required field "${name}" ${condition}: ${HOSTED}`,
    field: name,
    fieldType,
  };
}

export function formProblems(definition: FormDefinition): FormProblem[] {
  const problems: FormProblem[] = [];
  if (definition.captchaEnabled === true) {
    problems.push({
      kind: 'captcha',
      message:
        'CAPTCHA is on: HubSpot refuses submissions from a server, so leads wait until it is turned off on the form',
    });
  }
  for (const field of unsupportedFields(definition)) {
    if (field.required) problems.push(fieldProblem(field.name, field.fieldType));
  }
  // Not demanded from the visitor (who cannot see it, as in HubSpot's own embed), so it never
  // blocks the form; but HubSpot may refuse the submission with REQUIRED_FIELD, which pauses delivery.
  for (const field of possibleFields(definition)) {
    if (field.hidden === true && field.required && presetValue(field).trim() === '') {
      problems.push({
        kind: 'hidden-required',
        message: `required field "${field.name}" is hidden and has no default value: the form sends it empty, and HubSpot may refuse leads (REQUIRED_FIELD) until it gets a default or is made optional`,
        field: field.name,
        fieldType: field.fieldType,
      });
    }
  }
  const consent = consentModeOf(definition);
  if (consent.mode === 'unsendable') {
    problems.push({
      kind: 'legal-consent',
      message: `consent the site cannot send lawfully (${consent.problem}): ${HOSTED}`,
    });
  }
  return problems;
}

export const formReport = (formId: string, definition: FormDefinition): FormReport => ({
  formId,
  form: definition.name ?? '',
  problems: formProblems(definition),
});
