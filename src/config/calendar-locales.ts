import type { Locale } from '../i18n/locales.ts';

/** Calendar locale (docs/requirements.md R10.3): every field, for date fields. */
export interface CalendarLocale {
  /** 0 = Sunday. */
  readonly firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  readonly dayNames: readonly string[];
  readonly dayNamesShort: readonly string[];
  readonly dayNamesMin: readonly string[];
  readonly monthNames: readonly string[];
  readonly monthNamesShort: readonly string[];
  readonly today: string;
  readonly clear: string;
  readonly format: string;
}

export const CALENDAR_LOCALES: Readonly<Record<Locale, CalendarLocale>> = {
  en: {
    firstDayOfWeek: 0,
    dayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    dayNamesShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    dayNamesMin: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    monthNames: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthNamesShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    today: 'Today',
    clear: 'Clear',
    format: 'mm/dd/yy',
  },
  it: {
    firstDayOfWeek: 0,
    dayNames: ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'],
    dayNamesShort: ['Dom', 'Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab'],
    dayNamesMin: ['Do', 'Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa'],
    monthNames: [
      'Gennaio',
      'Febbraio',
      'Marzo',
      'Aprile',
      'Maggio',
      'Giugno',
      'Luglio',
      'Agosto',
      'Settembre',
      'Ottobre',
      'Novembre',
      'Dicembre',
    ],
    monthNamesShort: ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
    today: 'Oggi',
    clear: 'Cancella',
    format: 'dd/mm/yy',
  },
};

/** Formats a date with the locale's pattern (dd, mm, yy = four-digit year as in PrimeNG). */
export function formatCalendarDate(date: Date, locale: CalendarLocale): string {
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return locale.format.replace('dd', dd).replace('mm', mm).replace('yy', String(date.getFullYear()));
}
