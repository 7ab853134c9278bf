import type { FormField } from './definition.ts';
import { emailRuleError, type EmailRuleCode } from './email-rules.ts';

/**
 * Validation rules for one field's wire value (the string HubSpot receives).
 * Codes, not texts: the client translates them (REQUIRED → VALIDATORS.REQUIRED),
 * the server returns them per field.
 */
export type FieldErrorCode =
  'required' | 'too-long' | 'email' | 'phone' | 'option' | 'number' | 'date' | EmailRuleCode;

/**
 * The longest value a field may hold, in UTF-16 code units (String.length), as
 * the submission schema allows it. The form says so on the field: before, a
 * longer paste was only refused by the server, and the visitor saw "try again".
 */
export const MAX_VALUE_LENGTH = 10_000;

/** Separator HubSpot uses for multiple checkbox values. */
export const MULTI_VALUE_SEPARATOR = ';';

/**
 * Something@domain with a dot that has at least one character before it and two after. The
 * domain's first dot after its first character is the one matched (`[^\s@.]*` cannot pass a
 * dot), so the pattern has one way to match and runs in linear time: `[^\s@]+\.` backtracked
 * over every dot, ~50 ms for a 10,000-character value, 2 s for 64 KB (decision 088).
 */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;
/** Digits with an optional leading +; how many digits is the definition's (phoneDigitsFit). */
const PHONE = /^\+?\d+$/;
/**
 * HubSpot's own limits for a phone field without its own (`PhoneFieldValidation`: "Default: 7",
 * "Default: 20", the v3 OpenAPI description). A fixed 6-15 refused numbers HubSpot takes.
 */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 20;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The field's type says it holds an address (decision 105): v3's `email` type whatever the name,
 * and in a v2 definition, which has no e-mail type, the contact's `email` property, a `text` field
 * by that exact name. A text field merely named like one (`email_preference_note`) is text.
 */
export function isEmailField(field: Pick<FormField, 'name' | 'fieldType'>): boolean {
  return field.fieldType === 'email' || (field.fieldType === 'text' && field.name.toLowerCase() === 'email');
}

const digitCount = (value: string): number => value.replace(/\D/g, '').length;

/** Whether a phone or number answer has as many digits as the definition allows. */
function digitsFit(
  field: FormField,
  value: string,
  min: number | undefined,
  max: number | undefined,
): boolean {
  const count = digitCount(value);
  const low = field.validation?.minAllowedDigits ?? min;
  const high = field.validation?.maxAllowedDigits ?? max;
  return (low == null || count >= low) && (high == null || count <= high);
}

function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function optionValues(field: FormField): Set<string> {
  return new Set((field.options ?? []).map((option) => option.value));
}

/** Whether a value counts as filled in for the `required` rule. */
export function isFilled(field: FormField, value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return false;
  // A required single checkbox means "must be ticked".
  return field.fieldType !== 'booleancheckbox' || value === 'true';
}

/** The first rule the value breaks, or undefined when it is valid. */
export function fieldError(field: FormField, value: string | undefined): FieldErrorCode | undefined {
  // A hidden field is never demanded: the visitor cannot fill it, and HubSpot's own embed does
  // not demand it either. Without a default it is reported to the operator (formProblems).
  if (field.required && field.hidden !== true && !isFilled(field, value)) return 'required';
  if (value === undefined || value.trim() === '') return undefined;
  if (value.length > MAX_VALUE_LENGTH) return 'too-long';
  const trimmed = value.trim();
  // The definition's e-mail rules (blocked domains, free providers) once the address is well formed.
  if (isEmailField(field) && EMAIL.test(trimmed)) return emailRuleError(field.validation, trimmed);
  if (isEmailField(field)) return EMAIL.test(trimmed) ? undefined : 'email';
  switch (field.fieldType) {
    case 'phonenumber':
      return PHONE.test(trimmed) && digitsFit(field, trimmed, PHONE_MIN_DIGITS, PHONE_MAX_DIGITS)
        ? undefined
        : 'phone';
    case 'number':
      return NUMBER.test(trimmed) && digitsFit(field, trimmed, undefined, undefined) ? undefined : 'number';
    case 'date':
      return isValidIsoDate(trimmed) ? undefined : 'date';
    case 'booleancheckbox':
      return trimmed === 'true' || trimmed === 'false' ? undefined : 'option';
    case 'select':
    case 'radio':
      return optionValues(field).has(trimmed) ? undefined : 'option';
    case 'checkbox': {
      const allowed = optionValues(field);
      return trimmed.split(MULTI_VALUE_SEPARATOR).every((item) => allowed.has(item)) ? undefined : 'option';
    }
    default:
      return undefined;
  }
}
