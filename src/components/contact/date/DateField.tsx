import { fieldKey } from '../../../forms/field-key.ts';
import { lazy, Suspense, useRef, useState, type FocusEvent } from 'react';
import { CALENDAR_LOCALES } from '../../../config/calendar-locales.ts';
import { FieldLabelText, FieldMessages } from '../fields/FieldParts.tsx';
import { fieldIds, type FieldProps } from '../fields/field-props.ts';
import { formatDay, fromIso, longLabel, parseDay, toIso, type CalendarDay } from './calendar-date.ts';

/** The calendar and its library load when a visitor first opens it, not with the form. */
const CalendarDialog = lazy(() => import('./CalendarDialog.tsx'));

/**
 * date: a text input in the page language's calendar format (dd/mm/yyyy in
 * Italian, mm/dd/yyyy in English) plus a calendar popup. The wire value is
 * YYYY-MM-DD; a day that cannot be read is passed on as typed, so the
 * 'date' rule reports it.
 */
export function DateField({ field, value, error, onChange, onBlur, idPrefix, t, locale }: FieldProps) {
  const calendar = CALENDAR_LOCALES[locale];
  const texts = t.COMPONENTS.CONTACT_MODAL;
  const ids = fieldIds(idPrefix, field);
  const formatId = `${ids.control}-format`;
  const [text, setText] = useState(() => {
    const day = fromIso(value);
    return day ? formatDay(day, calendar) : value;
  });
  const [picking, setPicking] = useState(false);
  const selected = fromIso(value);
  /**
   * Safari, and Firefox on macOS, do not focus a button that is clicked: pressing the calendar
   * button moves focus from the text input to nowhere (no relatedTarget), which reads as leaving
   * the field and would show "required" while the calendar opens. A press on it is not leaving.
   */
  const pressingButton = useRef(false);

  const onType = (typed: string) => {
    setText(typed);
    const day = parseDay(typed, calendar);
    onChange(day ? toIso(day) : typed.trim());
  };
  const onPick = (day: CalendarDay | undefined) => {
    setPicking(false);
    setText(day ? formatDay(day, calendar) : '');
    onChange(day ? toIso(day) : '');
  };
  // Touched when focus leaves the whole field (input, button and popup).
  const onLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (pressingButton.current) return;
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onBlur();
  };
  const onButtonPress = () => {
    pressingButton.current = true;
    // Wherever the pointer is released or the press cancelled (focus has moved by then); the first
    // of the two removes both listeners.
    const listening = new AbortController();
    const released = () => {
      pressingButton.current = false;
      listening.abort();
    };
    window.addEventListener('pointerup', released, { signal: listening.signal });
    window.addEventListener('pointercancel', released, { signal: listening.signal });
  };
  const describedBy = [formatId, field.description ? ids.help : '', error ? ids.error : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field field--date" onBlur={onLeave}>
      <label htmlFor={ids.control} className={field.labelHidden ? 'visually-hidden' : 'field__label'}>
        <FieldLabelText field={field} />
      </label>
      <div className="date-field">
        <input
          id={ids.control}
          name={fieldKey(field)}
          type="text"
          className="field__control"
          value={text}
          placeholder={texts.DATE_PLACEHOLDER}
          autoComplete="off"
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onType(event.target.value);
          }}
        />
        <button
          type="button"
          className="date-field__button"
          aria-haspopup="dialog"
          aria-label={
            selected
              ? texts.CHANGE_DATE.replace('{date}', longLabel(selected, calendar, locale))
              : texts.CHOOSE_DATE
          }
          onPointerDown={onButtonPress}
          onClick={() => {
            setPicking(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
            />
          </svg>
        </button>
      </div>
      <p id={formatId} className="field__help">
        {texts.DATE_HINT}
      </p>
      <FieldMessages field={field} ids={ids} error={error} />
      {picking ? (
        <Suspense>
          <CalendarDialog
            calendar={calendar}
            lang={locale}
            selected={selected}
            texts={{
              choose: texts.CHOOSE_DATE,
              previousMonth: texts.PREVIOUS_MONTH,
              nextMonth: texts.NEXT_MONTH,
              help: texts.CALENDAR_HELP,
            }}
            onPick={onPick}
            onDismiss={() => {
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
