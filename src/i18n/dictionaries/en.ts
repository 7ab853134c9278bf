import type { Dictionary } from './it.ts';

/** English UI strings; `satisfies` makes a missing or extra key a type error. */
export const en = {
  COMPONENTS: {
    CONTACT_MODAL: {
      TITLE: 'Get in touch',
      SUCCESS: 'Thank you! We have received your request and will be in touch shortly.',
      ERROR: 'We could not send your request. Please try again in a moment.',
      LOAD_ERROR: 'We could not load the contact form.',
      LOADING: 'Loading the form…',
      REQUIRED_NOTE: 'Fields marked with * are required.',
      REQUIRED_MARK: 'required',
      INVALID_SUMMARY_ONE: 'One field needs completing or correcting.',
      INVALID_SUMMARY_OTHER: '{count} fields need completing or correcting.',
      /** Spoken when an answer shows or hides dependent fields; {fields}: their labels, as a list. */
      FIELD_ADDED_ONE: 'New field: {fields}',
      FIELD_ADDED_OTHER: 'New fields: {fields}',
      FIELD_REMOVED_ONE: 'Field removed: {fields}',
      FIELD_REMOVED_OTHER: 'Fields removed: {fields}',
      SELECT_PLACEHOLDER: 'Select…',
      SENDING: 'Sending your request…',
      DATE_PLACEHOLDER: 'mm/dd/yyyy',
      DATE_HINT: 'Format mm/dd/yyyy, or pick a day from the calendar.',
      CHOOSE_DATE: 'Choose a date',
      CHANGE_DATE: 'Change date (selected: {date})',
      PREVIOUS_MONTH: 'Previous month',
      NEXT_MONTH: 'Next month',
      CALENDAR_HELP:
        'Use the arrow keys to change the day, Page Up and Page Down to change the month, and Enter to select.',
      /** The spam trap's label: never seen or heard, but read by reader modes and text browsers. */
      HONEYPOT_LABEL: 'Leave this field empty',
      /** A form with a required field this site cannot show (a file upload): the provider's own page instead. */
      HOSTED_FORM_NOTE:
        'This form asks for something we cannot collect here. Please fill it in on our form page.',
      HOSTED_FORM_LINK: 'Open the form page',
    },
    HEADER: {
      HOME: 'Back to the home page',
      MENU: 'Main menu',
      READ_IN_THIS_LANGUAGE: 'Read this page in English',
      MENU_BUTTON: 'Menu',
      SKIP_TO_CONTENT: 'Skip to content',
    },
    LOADER: {
      LOADING: 'Loading',
    },
    LANDING: {
      NEW_TAB: '(opens in a new tab)',
      READ_STORY: 'Read the {name} story',
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
      LOADS_PLAYER: 'Loads the video player from {host}',
      LOADING: 'Loading the video…',
      UNREACHABLE: 'We could not load the video from {host}.',
      WATCH_ON_HOST: 'Watch it on {host}',
      PLAYER_TITLE: 'Video: {title}',
    },
    FORM_POPUP: {
      DEMO: 'Request a demo',
      CASE_STUDIES: 'Get the case studies',
      FRAME_TITLE: 'Form: {title}',
      FALLBACK: 'Can’t see the form? Open it in a new tab',
      NOTICE:
        'This form is hosted by {host}. Showing it here loads their page, which may set its own cookies.',
      LOAD_HERE: 'Load the form here from {host}',
      CLOSE_FORM: 'Close the form',
      OPEN_FORM: 'Open the form',
    },
    FOOTER: {
      LEGAL_NAV: 'Legal information',
      RIGHTS: 'All rights reserved',
      VAT: 'VAT no.',
      PRIVACY_POLICY: 'Privacy policy',
      COOKIE_POLICY: 'Cookie policy',
      TERMS: 'Terms and conditions',
      COOKIE_PREFERENCES: 'Cookie preferences',
      CONTACT_US: 'Contact us',
    },
    /** The `#contact` target without scripts (src/components/contact/ContactFallback.tsx). */
    CONTACT_FALLBACK: {
      TITLE: 'Contact us',
      INTRO:
        'To ask for a demo or for information, fill in the contact form on our provider’s page, or write to us.',
      FORM_LINK: 'Fill in the contact form',
      EMAIL: 'E-mail',
      ADDRESS: 'Registered office',
    },
    LEGAL: {
      OPEN_IN_NEW_TAB: 'Open it in a new tab',
      NEW_TAB_HINT: '(opens in a new tab)',
      EXTERNAL_NOTICE:
        'This document is published by our legal-policy provider. Showing it here loads a third-party page, which may set its own cookies.',
      LOAD_HERE: 'Load “{title}” here from {host}',
      CLOSE_DOCUMENT: 'Close the document',
      CANNOT_LOAD: 'Can’t see the document?',
      TERMS_INDEX: 'Contents',
      TERMS_PAGE: 'Printable page of the terms',
      TERMS_LOADING: 'Loading the terms and conditions…',
      TERMS_LOAD_ERROR: 'We could not load the terms and conditions.',
    },
    CONSENT: {
      BANNER_TITLE: 'Cookies and third-party content',
      BANNER_TEXT:
        'Without your consent we use only the technical cookies the site needs. With it, we will also use the HubSpot tracking script (HubSpot is our marketing provider) and third-party media (videos and forms), which may track your browsing. You can change your mind at any time from “Cookie preferences” at the bottom of the page.',
      POLICY_LINK: 'Read the cookie policy',
      ACCEPT_ALL: 'Accept all',
      REJECT_ALL: 'Reject all',
      CUSTOMIZE: 'Choose by category',
      CLOSE_TECHNICAL_ONLY: 'Close and continue with technical cookies only',
      PREFERENCES_TITLE: 'Cookie preferences',
      PREFERENCES_INTRO:
        'Choose which categories to allow. Categories you leave unticked stay off; you can change your choice at any time.',
      SAVE: 'Save my choices',
      ALWAYS_ON: 'Always on',
      TECHNICAL_TITLE: 'Technical cookies',
      TECHNICAL_TEXT:
        'Needed for the site to work: they remember your language and this choice and protect the contact form. They need no consent.',
      ANALYTICS_TITLE: 'Marketing tracking cookies',
      ANALYTICS_TEXT:
        'The HubSpot tracking script (HubSpot is our marketing provider) records your visits and links them to your contact request, if you send one. It sets these cookies: {cookies}.',
      MEDIA_TITLE: 'Third-party media',
      MEDIA_TEXT:
        'Vimeo’s video player, Typeform’s forms and legal documents hosted by third parties. Their providers may set their own cookies.',
    },
  },
  BUTTON: {
    SUBMIT: 'Submit',
    RETRY: 'Try again',
    CLOSE: 'Close',
    BOOK_DEMO: 'Book a demo',
    REQUEST_DEMO: 'Request a demo',
  },
  VALIDATORS: {
    REQUIRED: 'This field is required',
    TOO_LONG: 'Use at most 10,000 characters',
    EMAIL: 'Enter a valid e-mail address',
    PHONE: 'Enter a valid phone number (digits only, optional leading +)',
    OPTION: 'Choose one of the options offered',
    NUMBER: 'Enter a number, for example 12 or 3.5',
    DATE: 'Enter a real date in the format mm/dd/yyyy',
    INVALID: 'This value is not valid',
    BLOCKED_EMAIL: 'This e-mail address is not accepted: please use another one',
    FREE_EMAIL: 'Please use your work e-mail: addresses from free providers are not accepted',
  },
  MENU: {
    home: 'Home',
    sustainability: 'Sustainability',
    companies: 'Medium and large companies',
    terms: 'Terms and conditions',
  },
} as const satisfies Dictionary;
