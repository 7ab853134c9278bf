import type { HubspotFieldError } from './answers.ts';
import { legalConsentErrors } from './validate-consent.ts';

/**
 * The checks HubSpot's secure submit makes that matter to us: every field is
 * in the form, required fields are present, e-mail addresses look like ones and
 * avoid the blocked domains, the legal consent options fit (validate-consent.ts).
 * Field values are strings. A field is its object type and name ("In combination
 * with the object type ID, it must be unique", HubSpot's v3 description), so a
 * contact's and a company's `city` are two. A hidden field is not demanded (the
 * description: hidden fields pass a value "without requiring the customer to fill
 * it in"). An e-mail field is v3's `email` type, or v2's `email` property.
 */
interface FormFieldLike {
  readonly name: string;
  readonly required: boolean;
  readonly enabled?: boolean;
  readonly hidden?: boolean;
  readonly objectTypeId?: string;
  readonly fieldType?: string;
  readonly validation?: { readonly blockedEmailDomains?: readonly string[] };
}

const keyOf = (objectTypeId: unknown, name: string): string =>
  `${typeof objectTypeId === 'string' ? objectTypeId : '0-1'}/${name}`;
const isEmail = (field: FormFieldLike): boolean =>
  field.fieldType === 'email' || (field.fieldType === 'text' && field.name === 'email');

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
  const known = new Map(fields.map((field) => [keyOf(field.objectTypeId, field.name), field]));
  const submitted = Array.isArray(asRecord(body)['fields']) ? (asRecord(body)['fields'] as unknown[]) : [];
  const errors: HubspotFieldError[] = [];
  const values = new Map<string, string>();
  for (const item of submitted) {
    const { name, value, objectTypeId } = asRecord(item);
    if (typeof name !== 'string' || typeof value !== 'string') {
      errors.push({
        message: 'Error in fields: each field needs a name and a string value',
        errorType: 'INVALID_FIELD',
      });
      continue;
    }
    const key = keyOf(objectTypeId, name);
    if (!known.has(key)) {
      errors.push({
        message: `Error in 'fields.${name}'. Field '${name}' is not in the form definition`,
        errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
      });
    }
    values.set(key, value);
  }
  for (const field of fields) {
    const value = values.get(keyOf(field.objectTypeId, field.name));
    if (field.required && field.hidden !== true && !value?.trim()) {
      errors.push({
        message: `Error in 'fields.${field.name}'. Required field '${field.name}' is missing`,
        errorType: 'REQUIRED_FIELD',
      });
    }
    if (value === undefined || !isEmail(field)) continue;
    if (!EMAIL.test(value)) {
      errors.push({
        message: `Error in 'fields.${field.name}'. Invalid email address`,
        errorType: 'INVALID_EMAIL',
      });
    } else if (
      (field.validation?.blockedEmailDomains ?? []).includes(value.split('@')[1]?.toLowerCase() ?? '')
    ) {
      errors.push({
        message: `Error in 'fields.${field.name}'. Email address is blocked`,
        errorType: 'BLOCKED_EMAIL',
      });
    }
  }
  errors.push(
    ...legalConsentErrors(
      definition as unknown as Record<string, unknown>,
      asRecord(body)['legalConsentOptions'],
    ),
  );
  return errors;
}
