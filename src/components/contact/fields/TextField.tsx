import type { HTMLAttributes } from 'react';
import { CONTACT_OBJECT_TYPE_ID } from '../../../forms/definition.ts';
import { fieldKey } from '../../../forms/field-key.ts';
import { isEmailField } from '../../../forms/field-rules.ts';
import { FieldLabelText, FieldMessages } from './FieldParts.tsx';
import { describedBy, fieldIds, type FieldProps } from './field-props.ts';

/**
 * HubSpot's standard contact properties and their autofill tokens (WCAG 1.3.5): a contact's
 * only; a company's `city` is not the visitor's own address (decision 105).
 */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  mobilephone: 'tel',
  company: 'organization',
  jobtitle: 'organization-title',
  website: 'url',
  city: 'address-level2',
  zip: 'postal-code',
  country: 'country-name',
};

/** Phone numbers are numeric: digits, and a + only in front. */
export function phoneDigits(typed: string): string {
  const kept = typed.replace(/[^\d+]/g, '');
  return (kept.startsWith('+') ? '+' : '') + kept.replace(/\+/g, '');
}

/** Numbers: Italian visitors type a decimal comma; the wire value uses a dot. */
export function decimalText(typed: string): string {
  return typed.replace(',', '.');
}

interface InputSetup {
  readonly type: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly normalize: (typed: string) => string;
}

function inputSetup(fieldType: string, email: boolean): InputSetup {
  if (email) return { type: 'email', inputMode: 'email', normalize: (typed) => typed };
  if (fieldType === 'phonenumber') return { type: 'tel', inputMode: 'tel', normalize: phoneDigits };
  if (fieldType === 'number') return { type: 'text', inputMode: 'decimal', normalize: decimalText };
  return { type: 'text', normalize: (typed) => typed };
}

/**
 * Where the caret belongs once `normalize` has rewritten what was typed: after
 * the kept characters that stood before it. Without this, a rejected space in
 * the middle of a phone number sent the caret to the end, and the next digit
 * landed there.
 */
export function caretAfterNormalizing(typed: string, caret: number, normalize: (typed: string) => string) {
  return normalize(typed.slice(0, caret)).length;
}

/** text (e-mail too), textarea, phonenumber and number fields. */
export function TextField({ field, value, error, onChange, onBlur, idPrefix }: FieldProps) {
  const ids = fieldIds(idPrefix, field);
  const setup = inputSetup(field.fieldType, isEmailField(field));
  const common = {
    id: ids.control,
    name: fieldKey(field),
    value,
    placeholder: field.placeholder || undefined,
    autoComplete:
      (field.objectTypeId === CONTACT_OBJECT_TYPE_ID ? AUTOCOMPLETE[field.name.toLowerCase()] : undefined) ??
      'off',
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(field.description), error),
    onBlur,
    className: 'field__control',
  } as const;
  return (
    <div className="field">
      <label htmlFor={ids.control} className={field.labelHidden ? 'visually-hidden' : 'field__label'}>
        <FieldLabelText field={field} />
      </label>
      {field.fieldType === 'textarea' ? (
        <textarea
          {...common}
          rows={4}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          type={setup.type}
          inputMode={setup.inputMode}
          onChange={(event) => {
            const typed = event.target.value;
            const next = setup.normalize(typed);
            const caret = event.target.selectionStart;
            if (next !== typed && caret !== null) {
              // Written here, the DOM already holds the value the render brings, so the render leaves
              // the caret where this puts it.
              const at = caretAfterNormalizing(typed, caret, setup.normalize);
              event.target.value = next;
              event.target.setSelectionRange(at, at);
            }
            onChange(next);
          }}
        />
      )}
      <FieldMessages field={field} ids={ids} error={error} />
    </div>
  );
}
