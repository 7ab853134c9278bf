import type { ValuesErrors } from '../../src/forms/values-schema.ts';
import type { SubmissionForm } from '../../src/forms/contract.ts';
import { fieldKey } from '../../src/forms/field-key.ts';

/**
 * The client's error format: field errors keyed by the field's key, the plain name of a
 * contact's field ("email": "required", "0-2/city": "required"), consent errors by "consents.<id>".
 */
export function fieldErrorsForClient(errors: ValuesErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, code] of Object.entries(errors)) {
    out[path.startsWith('fields.') ? path.slice('fields.'.length) : path] = code;
  }
  return out;
}

/** A field sent twice (one name on one object) is ambiguous (which value would HubSpot keep?): refused. */
export function duplicateFieldErrors(form: SubmissionForm): Record<string, string> {
  const seen = new Set<string>();
  const out: Record<string, string> = {};
  for (const field of form.fields) {
    const key = fieldKey(field);
    if (seen.has(key)) out[key] = 'duplicate';
    seen.add(key);
  }
  return out;
}

/**
 * The first shape problem, for the error message ("form.fields.0.value:
 * invalid_type"). Not in `fields`: those name form controls, and a shape error
 * is a broken client, not something a visitor can correct.
 */
export function shapeProblem(
  issues: readonly { path: readonly PropertyKey[]; code: string; keys?: readonly string[] }[],
): string {
  const [first] = issues;
  if (!first) return 'invalid';
  // An unexpected key is named, so the sender knows what to drop.
  const keys = first.code === 'unrecognized_keys' && first.keys ? ` ${first.keys.join(', ')}` : '';
  return `${first.path.map(String).join('.') || 'body'}: ${first.code}${keys}`;
}
