import { useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react';
import { Day, DayPicker, type CustomComponents } from 'react-day-picker';
import type { CalendarLocale } from '../../../config/calendar-locales.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { dateOf, dayOf, longLabel, type CalendarDay } from './calendar-date.ts';

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

/** react-day-picker's parts under the class names of contact-form.css. */
const CLASS_NAMES = {
  month: 'calendar__month',
  month_caption: 'calendar__caption',
  caption_label: 'calendar__title',
  button_previous: 'calendar__nav calendar__nav--previous',
  button_next: 'calendar__nav calendar__nav--next',
  month_grid: 'calendar__grid',
  day: 'calendar__cell',
  day_button: 'calendar__day',
};

/**
 * Where react-day-picker's markup differs from what the calendar shows and says: the month is a
 * heading, announced as it changes; the weekday headers are column headers (not hidden), each with
 * its full name as `abbr`; today's cell is `aria-current="date"`; the navigation arrows are text.
 */
const COMPONENTS: Partial<CustomComponents> = {
  CaptionLabel: ({ className, children }: ComponentProps<'span'>) => (
    <h2 className={className} aria-live="polite">
      {children}
    </h2>
  ),
  Weekdays: (props: ComponentProps<'tr'>) => (
    <thead>
      <tr {...props} />
    </thead>
  ),
  Weekday: ({ 'aria-label': name, ...props }: ComponentProps<'th'>) => <th {...props} abbr={name} />,
  Day: (props: ComponentProps<typeof Day>) => (
    <Day {...props} aria-current={props.modifiers.today ? 'date' : undefined} />
  ),
  Chevron: ({ orientation }) => <span aria-hidden="true">{orientation === 'left' ? '‹' : '›'}</span>,
};

/**
 * The date picker's popup: a modal <dialog> over the contact modal holding react-day-picker's
 * month grid (WAI-ARIA grid: arrows, Home/End, PageUp/PageDown, with Shift a year), weeks
 * starting on the calendar locale's first day (Sunday), the spec's month and day names.
 * Escape and a backdrop click close it; focus then returns to its button.
 */
export default function CalendarDialog({
  calendar,
  lang,
  texts,
  selected,
  onPick,
  onDismiss,
}: CalendarDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const picked = useRef(false);
  const dismiss = useEffectEvent(() => {
    if (!picked.current) onDismiss();
  });
  const [today] = useState(() => dayOf(new Date()));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control (the previous-month arrow); the day to pick gets it back.
    dialog.querySelector<HTMLElement>('.calendar__day[tabindex="0"]')?.focus();
    const onClose = () => {
      dismiss();
    };
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  const pick = (day: CalendarDay | undefined) => {
    picked.current = true;
    ref.current?.close();
    onPick(day);
  };
  const caption = (month: Date) =>
    `${calendar.monthNames[month.getMonth()] ?? ''} ${String(month.getFullYear())}`;

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
        <DayPicker
          mode="single"
          required
          autoFocus
          navLayout="around"
          weekStartsOn={calendar.firstDayOfWeek}
          defaultMonth={dateOf(selected ?? today)}
          selected={selected ? dateOf(selected) : undefined}
          onSelect={(date) => {
            pick(dayOf(date));
          }}
          classNames={CLASS_NAMES}
          components={COMPONENTS}
          formatters={{
            formatCaption: caption,
            formatWeekdayName: (date) => calendar.dayNamesMin[date.getDay()] ?? '',
          }}
          labels={{
            labelGrid: caption,
            labelWeekday: (date) => calendar.dayNames[date.getDay()] ?? '',
            labelDayButton: (date) => longLabel(dayOf(date), calendar, lang),
            labelPrevious: () => texts.previousMonth,
            labelNext: () => texts.nextMonth,
          }}
        />
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
