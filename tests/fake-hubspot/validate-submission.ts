import type { HubspotFieldError } from './answers.ts';
import { legalConsentErrors } from './validate-consent.ts';

/**
 * The checks HubSpot's secure submit makes that matter to us: every field is
 * in the form, required fields are present, e-mail addresses look like ones,
 * the legal consent options fit (validate-consent.ts). Field values are strings.
 */
interface FormFieldLike {
  readonly name: string;
  readonly required: boolean;
  readonly enabled?: boolean;
}

interface DefinitionLike {
  readonly formFieldGroups: readonly { readonly fields: readonly FormFieldLike[] }[];
}

const EMAIL = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]{2,}$/;

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function submissionErrors(definition: DefinitionLike, body: unknown): HubspotFieldError[] {
  const fields = definition.formFieldGroups
    .flatMap((group) => group.fields)
    .filter((f) => f.enabled !== false);
  const known = new Map(fields.map((field) => [field.name, field]));
  const submitted = Array.isArray(asRecord(body)['fields']) ? (asRecord(body)['fields'] as unknown[]) : [];
  const errors: HubspotFieldError[] = [];
  const values = new Map<string, string>();
  for (const item of submitted) {
    const { name, value } = asRecord(item);
    if (typeof name !== 'string' || typeof value !== 'string') {
      errors.push({
        message: 'Error in fields: each field needs a name and a string value',
        errorType: 'INVALID_FIELD',
      });
      continue;
    }
    if (!known.has(name)) {
      errors.push({
        message: `Error in 'fields.${name}'. Field '${name}' is not in the form definition`,
        errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
      });
    }
    values.set(name, value);
  }
  for (const field of fields) {
    if (field.required && !values.get(field.name)?.trim()) {
      errors.push({
        message: `Error in 'fields.${field.name}'. Required field '${field.name}' is missing`,
        errorType: 'REQUIRED_FIELD',
      });
    }
  }
  const email = values.get('email');
  if (email !== undefined && !EMAIL.test(email)) {
    errors.push({ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' });
  }
  errors.push(
    ...legalConsentErrors(
      definition as unknown as Record<string, unknown>,
      asRecord(body)['legalConsentOptions'],
    ),
  );
  return errors;
}
