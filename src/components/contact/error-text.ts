import type { Dictionary } from '../../i18n/dictionaries/index.ts';

/** Rule codes (src/forms/field-rules.ts, and the server's field codes) to their VALIDATORS text. */
const CODE_KEYS = {
  required: 'REQUIRED',
  'too-long': 'TOO_LONG',
  email: 'EMAIL',
  phone: 'PHONE',
  option: 'OPTION',
  number: 'NUMBER',
  date: 'DATE',
} as const satisfies Record<string, keyof Dictionary['VALIDATORS']>;

function isKnownCode(code: string): code is keyof typeof CODE_KEYS {
  return Object.hasOwn(CODE_KEYS, code);
}

export function errorText(code: string, t: Dictionary): string {
  return isKnownCode(code) ? t.VALIDATORS[CODE_KEYS[code]] : t.VALIDATORS.INVALID;
}
