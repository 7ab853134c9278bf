import type { FormField } from '../../forms/definition.ts';
import type { Dictionary } from '../../content/dictionaries.ts';

/** Rule codes (src/forms/field-rules.ts, and the server's field codes) to their VALIDATORS text. */
const CODE_KEYS = {
  required: 'REQUIRED',
  'too-long': 'TOO_LONG',
  email: 'EMAIL',
  phone: 'PHONE',
  option: 'OPTION',
  number: 'NUMBER',
  date: 'DATE',
  'email-blocked': 'BLOCKED_EMAIL',
  'email-free': 'FREE_EMAIL',
} as const satisfies Record<string, keyof Dictionary['VALIDATORS']>;

function isKnownCode(code: string): code is keyof typeof CODE_KEYS {
  return Object.hasOwn(CODE_KEYS, code);
}

export function errorText(code: string, t: Dictionary): string {
  return isKnownCode(code) ? t.VALIDATORS[CODE_KEYS[code]] : t.VALIDATORS.INVALID;
}

/** E-mail rule codes whose text the definition may set (`validation.message`). */
const DEFINITION_MESSAGE_CODES: ReadonlySet<string> = new Set(['email-blocked', 'email-free']);

/**
 * A field's error text: the definition's own message for its e-mail rules (the
 * marketer wrote it, in the form's language), else the translated default.
 */
export function fieldErrorText(field: FormField, code: string, t: Dictionary): string {
  const message = field.validation?.message?.trim();
  return message && DEFINITION_MESSAGE_CODES.has(code) ? message : errorText(code, t);
}
