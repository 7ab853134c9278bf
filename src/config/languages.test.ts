import { describe, expect, it } from 'vitest';
import { CALENDAR_LOCALES, formatCalendarDate } from './calendar-locales.ts';
import { LANGUAGES } from './languages.ts';

describe('languages list', () => {
  it('is exactly the spec values', () => {
    expect(LANGUAGES).toEqual([
      { iso: 'it', name: 'Italiano' },
      { iso: 'en', name: 'Inglese' },
    ]);
  });
});

describe('calendar locales', () => {
  it.each(['en', 'it'] as const)('%s has every field, a Sunday start and complete name lists', (locale) => {
    const calendar = CALENDAR_LOCALES[locale];
    expect(Object.keys(calendar).sort()).toEqual(
      [
        'clear',
        'dayNames',
        'dayNamesMin',
        'dayNamesShort',
        'firstDayOfWeek',
        'format',
        'monthNames',
        'monthNamesShort',
        'today',
      ].sort(),
    );
    expect(calendar.firstDayOfWeek).toBe(0);
    expect(calendar.dayNames).toHaveLength(7);
    expect(calendar.dayNamesShort).toHaveLength(7);
    expect(calendar.dayNamesMin).toHaveLength(7);
    expect(calendar.monthNames).toHaveLength(12);
    expect(calendar.monthNamesShort).toHaveLength(12);
  });

  it('uses mm/dd/yy in English and dd/mm/yy in Italian', () => {
    expect(CALENDAR_LOCALES.en.format).toBe('mm/dd/yy');
    expect(CALENDAR_LOCALES.it.format).toBe('dd/mm/yy');
    const date = new Date(2026, 10, 5);
    expect(formatCalendarDate(date, CALENDAR_LOCALES.en)).toBe('11/05/2026');
    expect(formatCalendarDate(date, CALENDAR_LOCALES.it)).toBe('05/11/2026');
  });

  it('starts the week on Sunday in both languages', () => {
    expect(CALENDAR_LOCALES.en.dayNames[0]).toBe('Sunday');
    expect(CALENDAR_LOCALES.it.dayNames[0]).toBe('Domenica');
  });
});
