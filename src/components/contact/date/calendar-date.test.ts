import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_LOCALES } from '../../../config/calendar-locales.ts';
import { dateOf, dayOf, formatDay, fromIso, longLabel, parseDay, toIso } from './calendar-date.ts';

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

describe("the calendar's local days", () => {
  it('round-trip through the local midnight the date picker holds, years below 100 included', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const date = dateOf(day);
        expect(dayOf(date)).toEqual(day);
        expect(date.getHours()).toBe(0);
      }),
    );
    expect(dayOf(dateOf({ year: 42, month: 5, day: 1 }))).toEqual({ year: 42, month: 5, day: 1 });
  });
});
