import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_LOCALES } from '../../../config/calendar-locales.ts';
import {
  addDays,
  addMonths,
  columnOf,
  daysInMonth,
  formatDay,
  fromIso,
  longLabel,
  monthWeeks,
  parseDay,
  toIso,
} from './calendar-date.ts';

const { it: italian, en: english } = CALENDAR_LOCALES;
const dayArb = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }));

describe('calendar-locale formats', () => {
  it('writes dd/mm/yyyy in Italian and mm/dd/yyyy in English', () => {
    const day = { year: 2025, month: 0, day: 31 };
    expect(formatDay(day, italian)).toBe('31/01/2025');
    expect(formatDay(day, english)).toBe('01/31/2025');
  });

  it('reads what it writes, in both languages', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(parseDay(formatDay(day, italian), italian)).toEqual(day);
        expect(parseDay(formatDay(day, english), english)).toEqual(day);
      }),
    );
  });

  it('reads short day and month numbers and other separators', () => {
    expect(parseDay(' 3.2.2024 ', italian)).toEqual({ year: 2024, month: 1, day: 3 });
    expect(parseDay('2-3-2024', english)).toEqual({ year: 2024, month: 1, day: 3 });
  });

  it('refuses days that do not exist and other text', () => {
    for (const text of ['31/02/2024', '13/13/2024', '1/1/24', '2024-01-01', 'domani', '']) {
      expect(parseDay(text, italian)).toBeUndefined();
    }
    expect(parseDay('31/12/2024', english)).toBeUndefined();
  });

  it('says a day in full in the page language', () => {
    const day = { year: 2025, month: 0, day: 31 };
    expect(longLabel(day, italian, 'it')).toBe('venerdì 31 gennaio 2025');
    expect(longLabel(day, english, 'en')).toBe('Friday, January 31, 2025');
  });
});

describe('ISO wire values', () => {
  it('round-trip and reject impossible days', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(fromIso(toIso(day))).toEqual(day);
      }),
    );
    expect(fromIso('2023-02-29')).toBeUndefined();
    expect(fromIso('31/01/2025')).toBeUndefined();
  });
});

describe('month grid', () => {
  it('starts weeks on Sunday (firstDayOfWeek 0) and places every day once', () => {
    // 1 February 2026 is a Sunday; 1 January 2026 a Thursday.
    expect(monthWeeks(2026, 1, 0)[0]?.[0]).toEqual({ year: 2026, month: 1, day: 1 });
    const january = monthWeeks(2026, 0, 0);
    expect(january[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(january.flat().filter(Boolean)).toHaveLength(31);
    expect(january.every((week) => week.length === 7)).toBe(true);
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2025, 11)).toBe(31);
  });

  it('moves by days and months, clamping to the month end', () => {
    expect(addDays({ year: 2025, month: 11, day: 31 }, 1)).toEqual({ year: 2026, month: 0, day: 1 });
    expect(addMonths({ year: 2025, month: 0, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 28 });
    expect(addMonths({ year: 2025, month: 0, day: 15 }, -1)).toEqual({ year: 2024, month: 11, day: 15 });
    expect(columnOf({ year: 2026, month: 0, day: 1 }, 0)).toBe(4);
  });
});
