// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALENDAR_LOCALES } from '../../../config/calendar-locales.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { fillJsdomGaps } from '../../../../tests/support/jsdom-gaps.ts';
import type { CalendarDay } from './calendar-date.ts';
import CalendarDialog from './CalendarDialog.tsx';

const TEXTS = {
  choose: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  help: 'Arrows move',
};

function open(selected: CalendarDay | undefined, lang: Locale = 'en') {
  const onPick = vi.fn<(day: CalendarDay | undefined) => void>();
  const onDismiss = vi.fn();
  render(
    <CalendarDialog
      calendar={CALENDAR_LOCALES[lang]}
      lang={lang}
      texts={TEXTS}
      selected={selected}
      onPick={onPick}
      onDismiss={onDismiss}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Choose date' });
  const focusedDay = () => document.activeElement?.getAttribute('aria-label');
  const press = (key: string, shiftKey = false) => {
    fireEvent.keyDown(document.activeElement as Element, { key, shiftKey });
  };
  return { dialog, onPick, onDismiss, focusedDay, press };
}

beforeAll(fillJsdomGaps);
afterEach(cleanup);

describe('CalendarDialog', () => {
  it.each([
    ['en', 'January 2026', 'Sunday', 'Su'],
    ['it', 'Gennaio 2026', 'Domenica', 'Do'],
  ] as const)(
    'in %s shows the month as a heading and starts weeks on Sunday',
    (lang, month, sunday, short) => {
      const { dialog } = open({ year: 2026, month: 0, day: 14 }, lang);
      expect(within(dialog).getByRole('heading')).toHaveTextContent(month);
      const headers = within(dialog).getAllByRole('columnheader');
      expect(headers).toHaveLength(7);
      expect(headers[0]).toHaveAttribute('abbr', sunday);
      expect(headers[0]).toHaveTextContent(short);
      // 1 January 2026 is a Thursday: four empty cells before it, and every day once.
      const firstWeek = within(dialog).getAllByRole('row')[1] as HTMLElement;
      expect(
        within(firstWeek)
          .getAllByRole('gridcell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ).toEqual(['', '', '', '', '1']);
      expect(
        within(dialog)
          .getAllByRole('gridcell')
          .filter((cell) => cell.textContent !== ''),
      ).toHaveLength(31);
    },
  );

  it('focuses the selected day, marks it selected, and names days in full in the page language', () => {
    const { dialog, focusedDay } = open({ year: 2025, month: 0, day: 31 }, 'it');
    expect(focusedDay()).toBe('venerdì 31 gennaio 2025');
    expect(within(dialog).getByRole('gridcell', { selected: true })).toHaveTextContent('31');
  });

  it('moves by day, week and month from the keyboard, clamping to the month end', () => {
    const { dialog, focusedDay, press } = open({ year: 2025, month: 0, day: 31 });
    press('PageDown');
    expect(focusedDay()).toBe('Friday, February 28, 2025');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('February 2025');
    press('ArrowRight');
    expect(focusedDay()).toBe('Saturday, March 1, 2025');
    press('ArrowUp');
    expect(focusedDay()).toBe('Saturday, February 22, 2025');
    press('PageDown', true);
    expect(focusedDay()).toBe('Sunday, February 22, 2026');
    press('End');
    expect(focusedDay()).toBe('Saturday, February 28, 2026');
  });

  it('knows leap years: February 2024 has 29 days, February 2100 has 28', () => {
    const { dialog } = open({ year: 2024, month: 1, day: 1 });
    expect(within(dialog).getByRole('button', { name: 'Thursday, February 29, 2024' })).toBeInTheDocument();
    cleanup();
    const later = open({ year: 2100, month: 1, day: 1 });
    expect(within(later.dialog).queryByRole('button', { name: /February 29, 2100/ })).toBeNull();
    expect(
      within(later.dialog).getByRole('button', { name: 'Sunday, February 28, 2100' }),
    ).toBeInTheDocument();
  });

  it('picks the focused day with Enter, a clicked day, today, or nothing ("clear")', () => {
    const first = open({ year: 2025, month: 0, day: 31 });
    first.press('ArrowLeft');
    fireEvent.click(document.activeElement as Element);
    expect(first.onPick).toHaveBeenCalledWith({ year: 2025, month: 0, day: 30 });
    expect(first.onDismiss).not.toHaveBeenCalled();
    cleanup();

    const second = open(undefined);
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Clear' }));
    expect(second.onPick).toHaveBeenCalledWith(undefined);
    cleanup();

    const third = open({ year: 2025, month: 0, day: 31 });
    fireEvent.click(within(third.dialog).getByRole('button', { name: 'Next month' }));
    fireEvent.click(within(third.dialog).getByRole('button', { name: 'Monday, February 3, 2025' }));
    expect(third.onPick).toHaveBeenCalledWith({ year: 2025, month: 1, day: 3 });
  });

  it('closing without a choice (Escape, the backdrop) is a dismissal', () => {
    const { dialog, onPick, onDismiss } = open(undefined);
    fireEvent.click(dialog);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });
});
