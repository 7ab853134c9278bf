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
    LANDING: {
      NEW_TAB: '(opens in a new tab)',
      SCROLL_DOWN: 'Scroll to find out more',
      READ_STORY: 'Read the {name} story',
      COMPANY_SITE: '{name} website',
    },
    CAROUSEL: {
      ROLE: 'carousel',
      SLIDE_ROLE: 'slide',
      POSITION: '{current} of {total}',
      PREVIOUS: 'Previous',
      NEXT: 'Next',
    },
    FLIP_CARD: {
      TURN: 'Turn over the “{title}” card',
    },
    VIDEO: {
      PLAY: 'Play the video: {title}',
      WAITING_CONSENT: 'To watch the video here, we need your consent to media content.',
      LOADING: 'Loading the video…',
      UNREACHABLE: 'We could not load the video from {host}.',
      DECLINED: 'Without your consent to media content we do not load the video on this page.',
      WATCH_ON_HOST: 'Watch it on {host}',
      PLAYER_TITLE: 'Video: {title}',
    },
    FORM_POPUP: {
      DEMO: 'Request a demo',
      CASE_STUDIES: 'Get the case studies',
      FRAME_TITLE: 'Form: {title}',
      FALLBACK: 'Can’t see the form? Open it in a new tab',
      DECLINED:
        'The form is hosted by an external service. Without your consent to media content we do not show it here, but you can open it directly:',
      OPEN_FORM: 'Open the form',
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
