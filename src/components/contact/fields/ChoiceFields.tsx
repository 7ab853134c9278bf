import { fieldKey } from '../../../forms/field-key.ts';
import type { FocusEvent } from 'react';
import { MULTI_VALUE_SEPARATOR } from '../../../forms/field-rules.ts';
import { toggleOption } from '../form-state.ts';
import { FieldLabelText, FieldMessages } from './FieldParts.tsx';
import { describedBy, fieldIds, type FieldProps } from './field-props.ts';

/** A group is touched when focus leaves it, not when it moves from one option to the next. */
function onLeave(onBlur: () => void) {
  return (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onBlur();
  };
}

/** radio: one choice among the options, as a named radio group. */
export function RadioField({ field, value, error, onChange, onBlur, idPrefix }: FieldProps) {
  const ids = fieldIds(idPrefix, field);
  const legendId = `${ids.control}-legend`;
  return (
    <fieldset
      className="field field--choices"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={field.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, Boolean(field.description), error)}
      onBlur={onLeave(onBlur)}
    >
      <legend id={legendId} className={field.labelHidden ? 'visually-hidden' : 'field__label'}>
        <FieldLabelText field={field} />
      </legend>
      {(field.options ?? []).map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={ids.control}
            value={option.value}
            checked={value === option.value}
            onChange={() => {
              onChange(option.value);
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldMessages field={field} ids={ids} error={error} />
    </fieldset>
  );
}

/** checkbox: several boxes; the value is the ticked options joined with ';'. */
export function CheckboxGroupField({ field, value, error, onChange, onBlur, idPrefix, t }: FieldProps) {
  const ids = fieldIds(idPrefix, field);
  const ticked = new Set(value.split(MULTI_VALUE_SEPARATOR));
  return (
    <fieldset
      className="field field--choices"
      aria-describedby={describedBy(ids, Boolean(field.description), error)}
      onBlur={onLeave(onBlur)}
    >
      <legend className={field.labelHidden ? 'visually-hidden' : 'field__label'}>
        {/* A group cannot carry aria-required: the requirement is said in words. */}
        <FieldLabelText field={field} spoken={t.COMPONENTS.CONTACT_MODAL.REQUIRED_MARK} />
      </legend>
      {(field.options ?? []).map((option) => (
        <label key={option.value} className="choice">
          <input
            type="checkbox"
            name={fieldKey(field)}
            value={option.value}
            checked={ticked.has(option.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              onChange(toggleOption(field, value, option.value, event.target.checked));
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <FieldMessages field={field} ids={ids} error={error} />
    </fieldset>
  );
}

/** booleancheckbox: one box; the value is 'true' or 'false'. */
export function BooleanField({ field, value, error, onChange, onBlur, idPrefix }: FieldProps) {
  const ids = fieldIds(idPrefix, field);
  return (
    <div className="field field--boolean">
      <div className="choice">
        <input
          id={ids.control}
          type="checkbox"
          name={fieldKey(field)}
          checked={value === 'true'}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, Boolean(field.description), error)}
          onChange={(event) => {
            onChange(event.target.checked ? 'true' : 'false');
          }}
          onBlur={onBlur}
        />
        <label htmlFor={ids.control}>
          <FieldLabelText field={field} />
        </label>
      </div>
      <FieldMessages field={field} ids={ids} error={error} />
    </div>
  );
}
