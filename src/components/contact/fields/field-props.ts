import type { FormField } from '../../../forms/definition.ts';
import { fieldDomKey, type FieldIdentity } from '../../../forms/field-key.ts';
import type { Dictionary } from '../../../content/dictionaries.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** What every field component receives from the form. */
export interface FieldProps {
  readonly field: FormField;
  /** The wire value (checkbox values joined with ';', 'true'/'false', YYYY-MM-DD). */
  readonly value: string;
  /** Translated error text when the error is to be shown. */
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** Prefix for the element ids of this form. */
  readonly idPrefix: string;
  readonly t: Dictionary;
  readonly locale: Locale;
}

export interface FieldIds {
  readonly control: string;
  readonly help: string;
  readonly error: string;
}

/** By the field's key: a contact's and a company's `city` are two controls with two ids. */
export function fieldIds(idPrefix: string, field: FieldIdentity): FieldIds {
  const base = `${idPrefix}-${fieldDomKey(field)}`;
  return { control: base, help: `${base}-help`, error: `${base}-error` };
}

/** The help text and the error, as the control's description (help first). */
export function describedBy(ids: FieldIds, hasHelp: boolean, error: string | undefined): string | undefined {
  const parts = [hasHelp ? ids.help : undefined, error ? ids.error : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
