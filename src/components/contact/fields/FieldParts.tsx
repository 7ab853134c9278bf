import type { FormField } from '../../../forms/definition.ts';
import type { FieldIds } from './field-props.ts';

/**
 * The red asterisk of a required field. It is hidden from assistive
 * technology, which gets `aria-required` on the control instead; the form's
 * note explains it in text (docs/decisions/051-contact-form-rendering.md).
 * Groups that cannot carry `aria-required` pass `spoken` for a hidden word.
 */
export function RequiredMark({ spoken }: { readonly spoken?: string }) {
  return (
    <>
      <span className="field__required" aria-hidden="true">
        {' *'}
      </span>
      {spoken ? <span className="visually-hidden">{` (${spoken})`}</span> : null}
    </>
  );
}

export function FieldLabelText({ field, spoken }: { readonly field: FormField; readonly spoken?: string }) {
  return (
    <>
      {field.label}
      {field.required ? <RequiredMark {...(spoken ? { spoken } : {})} /> : null}
    </>
  );
}

/** Help text (from the definition) and the error, linked by id from the control. */
export function FieldMessages({
  field,
  ids,
  error,
}: {
  readonly field: FormField;
  readonly ids: FieldIds;
  readonly error: string | undefined;
}) {
  return (
    <>
      {field.description ? (
        <p id={ids.help} className="field__help">
          {field.description}
        </p>
      ) : null}
      {/* Not a live region: the control reads it on focus, and InvalidSummary speaks for a submit. */}
      <p id={ids.error} className="field__error">
        {error ?? ''}
      </p>
    </>
  );
}
