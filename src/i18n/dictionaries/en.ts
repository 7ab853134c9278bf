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
  },
  MENU: {
    home: 'Home',
    sustainability: 'Sustainability',
    companies: 'Medium and large companies',
  },
} as const satisfies Dictionary;
