import type { ValuesErrors } from '../../src/forms/values-schema.ts';
import type { SubmissionForm } from '../../src/forms/submission.ts';

/**
 * The client's error format: field errors keyed by the plain field name
 * ("email": "required"), consent errors by "consents.<id>".
 */
export function fieldErrorsForClient(errors: ValuesErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, code] of Object.entries(errors)) {
    out[path.startsWith('fields.') ? path.slice('fields.'.length) : path] = code;
  }
  return out;
}

/** A field sent twice is ambiguous (which value would HubSpot keep?): refused. */
export function duplicateFieldErrors(form: SubmissionForm): Record<string, string> {
  const seen = new Set<string>();
  const out: Record<string, string> = {};
  for (const field of form.fields) {
    if (seen.has(field.name)) out[field.name] = 'duplicate';
    seen.add(field.name);
  }
  return out;
}

/** zod issue paths of a shape error → { "form.fields.0.value": "too_big" }. */
export function shapeErrors(
  issues: readonly { path: readonly PropertyKey[]; code: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues.slice(0, 20)) {
    const path = issue.path.map(String).join('.') || '(body)';
    out[path] ??= issue.code;
  }
  return out;
}
