import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarLocale } from '../../../config/calendar-locales.ts';
import type { Locale } from '../../../i18n/locales.ts';
import {
  addDays,
  addMonths,
  columnOf,
  longLabel,
  monthWeeks,
  sameDay,
  todayOf,
  type CalendarDay,
} from './calendar-date.ts';

export interface CalendarTexts {
  readonly choose: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly help: string;
}

interface CalendarDialogProps {
  readonly calendar: CalendarLocale;
  /** The page language, for the days' spoken names. */
  readonly lang: Locale;
  readonly texts: CalendarTexts;
  readonly selected: CalendarDay | undefined;
  /** A day, or undefined for "clear". The dialog has closed already. */
  readonly onPick: (day: CalendarDay | undefined) => void;
  /** Closed without a choice (Escape, backdrop). */
  readonly onDismiss: () => void;
}

/** Where each navigation key moves the focused day (WAI-ARIA date picker dialog pattern). */
function moveFor(
  key: string,
  shift: boolean,
  day: CalendarDay,
  firstDayOfWeek: number,
): CalendarDay | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -columnOf(day, firstDayOfWeek));
    case 'End':
      return addDays(day, 6 - columnOf(day, firstDayOfWeek));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return undefined;
  }
}

/**
 * The date picker's popup: a modal <dialog> over the contact modal, with a
 * month grid whose weeks start on the calendar locale's first day (Sunday).
 * Escape and a backdrop click close it; focus then returns to its button.
 */
export function CalendarDialog({ calendar, lang, texts, selected, onPick, onDismiss }: CalendarDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusToGrid = useRef(true);
  const picked = useRef(false);
  const dismiss = useEffectEvent(() => {
    if (!picked.current) onDismiss();
  });
  const [today] = useState(() => todayOf(new Date()));
  const [focused, setFocused] = useState<CalendarDay>(selected ?? today);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onClose = () => {
      dismiss();
    };
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  useEffect(() => {
    if (!moveFocusToGrid.current) return;
    moveFocusToGrid.current = false;
    gridRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focused]);

  const pick = (day: CalendarDay | undefined) => {
    picked.current = true;
    ref.current?.close();
    onPick(day);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
      return;
    }
    const next = moveFor(event.key, event.shiftKey, focused, calendar.firstDayOfWeek);
    if (!next) return;
    event.preventDefault();
    moveFocusToGrid.current = true;
    setFocused(next);
  };

  const columns = Array.from({ length: 7 }, (_, index) => (calendar.firstDayOfWeek + index) % 7);
  const weeks = monthWeeks(focused.year, focused.month, calendar.firstDayOfWeek);
  return (
    <dialog
      ref={ref}
      className="calendar"
      aria-label={texts.choose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="calendar__surface">
        <div className="calendar__header">
          <button
            type="button"
            className="calendar__nav"
            aria-label={texts.previousMonth}
            onClick={() => {
              setFocused(addMonths(focused, -1));
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h2 id={headingId} className="calendar__title" aria-live="polite">
            {`${calendar.monthNames[focused.month] ?? ''} ${String(focused.year)}`}
          </h2>
          <button
            type="button"
            className="calendar__nav"
            aria-label={texts.nextMonth}
            onClick={() => {
              setFocused(addMonths(focused, 1));
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <table
          ref={gridRef}
          role="grid"
          aria-labelledby={headingId}
          className="calendar__grid"
          onKeyDown={onGridKey}
        >
          <thead>
            <tr>
              {columns.map((weekday) => (
                <th key={weekday} scope="col" abbr={calendar.dayNames[weekday]}>
                  {calendar.dayNamesMin[weekday]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, row) => (
              <tr key={row}>
                {week.map((day, column) =>
                  day ? (
                    <td
                      key={column}
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-selected={sameDay(day, selected)}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      aria-label={longLabel(day, calendar, lang)}
                      className="calendar__day"
                      onClick={() => {
                        pick(day);
                      }}
                    >
                      {day.day}
                    </td>
                  ) : (
                    <td key={column} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="calendar__footer">
          <button
            type="button"
            className="calendar__action"
            onClick={() => {
              pick(today);
            }}
          >
            {calendar.today}
          </button>
          <button
            type="button"
            className="calendar__action"
            onClick={() => {
              pick(undefined);
            }}
          >
            {calendar.clear}
          </button>
        </div>
        <p className="calendar__help">{texts.help}</p>
      </div>
    </dialog>
  );
}
