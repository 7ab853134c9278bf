import { formatCalendarDate, type CalendarLocale } from '../../../config/calendar-locales.ts';
import { LOCALE_META, type Locale } from '../../../i18n/locales.ts';

/**
 * The date field's days: plain calendar days held as ISO strings (YYYY-MM-DD,
 * the wire format), written and read in the page language's format. No time
 * zone is involved, so the checks compute in UTC; the calendar (react-day-picker)
 * holds days as local midnights (dateOf, dayOf).
 */
export interface CalendarDay {
  readonly year: number;
  readonly month: number; // 0–11
  readonly day: number; // 1–31
}

export function toIso({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** setUTCFullYear, not Date.UTC: Date.UTC reads years below 100 as 19xx. Month/day overflow rolls over. */
function utc(day: CalendarDay): Date {
  const date = new Date(0);
  date.setUTCFullYear(day.year, day.month, day.day);
  return date;
}

function fromUtc(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

function isRealDay(day: CalendarDay): boolean {
  const back = fromUtc(utc(day));
  return back.year === day.year && back.month === day.month && back.day === day.day;
}

export function fromIso(iso: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
  return isRealDay(day) ? day : undefined;
}

/** The local calendar day of a Date (the date picker's days are local midnights). */
export function dayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** Local midnight of a day, as the date picker holds days. */
export function dateOf({ year, month, day }: CalendarDay): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date;
}

/** Formats with the locale's pattern: dd, mm, and yy as the four-digit year (as in PrimeNG). */
export function formatDay(day: CalendarDay, locale: CalendarLocale): string {
  return formatCalendarDate(dateOf(day), locale);
}

/**
 * Reads what a visitor typed in the locale's order (dd/mm/yy or mm/dd/yy).
 * One- or two-digit day and month, a four-digit year, and any of / . - as
 * separators are accepted; anything else, or a day that does not exist, is undefined.
 */
export function parseDay(text: string, locale: CalendarLocale): CalendarDay | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const order = locale.format.split(/[^a-z]+/);
  const part = (token: string) => Number(match[order.indexOf(token) + 1]);
  const day = { year: part('yy'), month: part('mm') - 1, day: part('dd') };
  return isRealDay(day) ? day : undefined;
}

/**
 * A day spoken in full, for accessible names: "Friday, January 31, 2025", "venerdì 31 gennaio 2025".
 * The calendar locale's names are capitalised for the calendar's headings; Italian writes them in
 * lowercase inside a phrase.
 */
export function longLabel(day: CalendarDay, locale: CalendarLocale, lang: Locale): string {
  const inPhrase = (name: string) =>
    LOCALE_META[lang].lowercaseNamesInPhrase ? name.toLocaleLowerCase(LOCALE_META[lang].tag) : name;
  const weekday = inPhrase(locale.dayNames[utc(day).getUTCDay()] ?? '');
  const month = inPhrase(locale.monthNames[day.month] ?? '');
  return locale.format.startsWith('mm')
    ? `${weekday}, ${month} ${String(day.day)}, ${String(day.year)}`
    : `${weekday} ${String(day.day)} ${month} ${String(day.year)}`;
}
