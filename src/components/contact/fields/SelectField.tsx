import { fieldKey } from '../../../forms/field-key.ts';
import { FieldLabelText, FieldMessages } from './FieldParts.tsx';
import { describedBy, fieldIds, type FieldProps } from './field-props.ts';

/** A select with the definition's options; the empty first option carries the unselected label. */
export function SelectField({ field, value, error, onChange, onBlur, idPrefix, t }: FieldProps) {
  const ids = fieldIds(idPrefix, field);
  return (
    <div className="field">
      <label htmlFor={ids.control} className={field.labelHidden ? 'visually-hidden' : 'field__label'}>
        <FieldLabelText field={field} />
      </label>
      <select
        id={ids.control}
        name={fieldKey(field)}
        className="field__control"
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(field.description), error)}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      >
        <option value="">{field.unselectedLabel || t.COMPONENTS.CONTACT_MODAL.SELECT_PLACEHOLDER}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages field={field} ids={ids} error={error} />
    </div>
  );
}
