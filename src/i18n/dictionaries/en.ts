import type { Dictionary } from './it.ts';

/** English UI strings; `satisfies` makes a missing or extra key a type error. */
export const en = {
  COMPONENTS: {
    CONTACT_MODAL: {
      TITLE: 'Ask us to contact you',
      SUCCESS: 'Thank you! We have received your request and will be in touch shortly.',
      ERROR: 'We could not send your request. Please try again in a moment.',
      LOAD_ERROR: 'We could not load the contact form.',
      LOADING: 'Loading the form…',
      REQUIRED_NOTE: 'Fields marked with * are required.',
      REQUIRED_MARK: 'required',
      SELECT_PLACEHOLDER: 'Select…',
      SENDING: 'Sending your request…',
      DATE_PLACEHOLDER: 'mm/dd/yyyy',
      DATE_HINT: 'Format mm/dd/yyyy, or pick a day from the calendar.',
      CHOOSE_DATE: 'Choose a date',
      CHANGE_DATE: 'Change the date, selected: {date}',
      PREVIOUS_MONTH: 'Previous month',
      NEXT_MONTH: 'Next month',
      CALENDAR_HELP: 'Arrow keys change the day, Page Up and Page Down change the month, Enter picks.',
    },
    HEADER: {
      HOME: 'Back to the home page',
      MENU: 'Main menu',
      LANGUAGE_SWITCH: 'Leggi questa pagina in italiano',
    },
    LOADER: {
      LOADING: 'Loading',
    },
  },
  BUTTON: {
    SUBMIT: 'Submit',
    RETRY: 'Try again',
    CLOSE: 'Close',
    BOOK_DEMO: 'Book a demo',
  },
  VALIDATORS: {
    REQUIRED: 'This field is required',
    EMAIL: 'Enter a valid e-mail address',
    PHONE: 'Enter a valid phone number (digits only, optional leading +)',
    OPTION: 'Choose one of the options offered',
    NUMBER: 'Enter a number, for example 12 or 3.5',
    DATE: 'Enter a real date in the format mm/dd/yyyy',
    INVALID: 'This value is not valid',
  },
  MENU: {
    home: 'Home',
    sustainability: 'Sustainability',
    companies: 'Medium and large companies',
  },
} as const satisfies Dictionary;
