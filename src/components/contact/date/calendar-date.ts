import { formatCalendarDate, type CalendarLocale } from '../../../config/calendar-locales.ts';
import { LOCALE_META, type Locale } from '../../../i18n/locales.ts';

/**
 * Calendar arithmetic for the date field. Dates are plain calendar days held
 * as ISO strings (YYYY-MM-DD, the wire format); no time zone is involved, so
 * everything is computed in UTC.
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

export function todayOf(now: Date): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtc(date);
}

/** Same day in another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: CalendarDay, count: number): CalendarDay {
  const target = utc({ year: day.year, month: day.month + count, day: 1 });
  const { year, month } = fromUtc(target);
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

export function daysInMonth(year: number, month: number): number {
  return fromUtc(new Date(utc({ year, month: month + 1, day: 1 }).getTime() - 86_400_000)).day;
}

/** 0 = Sunday, as in the calendar locale's firstDayOfWeek. */
export function weekdayOf(day: CalendarDay): number {
  return utc(day).getUTCDay();
}

/** Offset of `day` from the first column of its week row. */
export function columnOf(day: CalendarDay, firstDayOfWeek: number): number {
  return (weekdayOf(day) - firstDayOfWeek + 7) % 7;
}

/** The month as week rows of 7 cells; cells outside the month are null. */
export function monthWeeks(year: number, month: number, firstDayOfWeek: number): (CalendarDay | null)[][] {
  const cells: (CalendarDay | null)[] = Array.from(
    { length: columnOf({ year, month, day: 1 }, firstDayOfWeek) },
    () => null,
  );
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Formats with the locale's pattern: dd, mm, and yy as the four-digit year (as in PrimeNG). */
export function formatDay(day: CalendarDay, locale: CalendarLocale): string {
  const date = new Date(2000, 0, 1);
  date.setFullYear(day.year, day.month, day.day);
  return formatCalendarDate(date, locale);
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
  const weekday = inPhrase(locale.dayNames[weekdayOf(day)] ?? '');
  const month = inPhrase(locale.monthNames[day.month] ?? '');
  return locale.format.startsWith('mm')
    ? `${weekday}, ${month} ${String(day.day)}, ${String(day.year)}`
    : `${weekday} ${String(day.day)} ${month} ${String(day.year)}`;
}

export function sameDay(a: CalendarDay | undefined, b: CalendarDay | undefined): boolean {
  return a !== undefined && b !== undefined && a.year === b.year && a.month === b.month && a.day === b.day;
}
