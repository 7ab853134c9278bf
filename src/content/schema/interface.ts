import * as z from 'zod';
import { text } from './fields.ts';

/**
 * The interface's words (docs/requirements.md R3.4): buttons, form messages, dialog labels, the
 * cookie banner. Keys keep the specification's names, nested (COMPONENTS.CONTACT_MODAL.TITLE …);
 * the browser receives them as props or as /assets/i18n/{lang}.json (decision 087).
 */

const group = <T extends z.ZodRawShape>(title: string, shape: T) => z.strictObject(shape).meta({ title });

export const interfaceSchema = z.strictObject({
  COMPONENTS: group('Components', {
    CONTACT_MODAL: group('Contact modal', {
      TITLE: text({ title: 'Title' }),
      SUCCESS: text({ title: 'Success' }),
      ERROR: text({ title: 'Error' }),
      LOAD_ERROR: text({ title: 'Load error' }),
      LOADING: text({ title: 'Loading' }),
      REQUIRED_NOTE: text({ title: 'Required note' }),
      REQUIRED_MARK: text({ title: 'Required mark' }),
      INVALID_SUMMARY_ONE: text({ title: 'Invalid summary one' }),
      INVALID_SUMMARY_OTHER: text({ title: 'Invalid summary other' }),
      FIELD_ADDED_ONE: text({
        title: 'Field added one',
        description:
          'Spoken when an answer shows or hides dependent fields; {fields}: their labels, as a list.',
      }),
      FIELD_ADDED_OTHER: text({ title: 'Field added other' }),
      FIELD_REMOVED_ONE: text({ title: 'Field removed one' }),
      FIELD_REMOVED_OTHER: text({ title: 'Field removed other' }),
      SELECT_PLACEHOLDER: text({ title: 'Select placeholder' }),
      SENDING: text({ title: 'Sending' }),
      DATE_PLACEHOLDER: text({ title: 'Date placeholder' }),
      DATE_HINT: text({ title: 'Date hint' }),
      CHOOSE_DATE: text({ title: 'Choose date' }),
      CHANGE_DATE: text({ title: 'Change date' }),
      PREVIOUS_MONTH: text({ title: 'Previous month' }),
      NEXT_MONTH: text({ title: 'Next month' }),
      CALENDAR_HELP: text({ title: 'Calendar help' }),
      HOSTED_FORM_NOTE: text({
        title: 'Hosted form note',
        description:
          "A form with a required field this site cannot show (a file upload): the provider's own page instead.",
      }),
      HOSTED_FORM_LINK: text({ title: 'Hosted form link' }),
      HONEYPOT_LABEL: text({
        title: 'Spam trap label',
        description:
          "The spam trap's label: never seen or heard, but read by reader modes and text browsers.",
      }),
    }),
    HEADER: group('Header', {
      HOME: text({ title: 'Home' }),
      MENU: text({ title: 'Menu' }),
      READ_IN_THIS_LANGUAGE: text({
        title: 'Read in this language',
        description: "The language switch's title on a link to this language, written in it.",
      }),
      MENU_BUTTON: text({ title: 'Menu button' }),
      SKIP_TO_CONTENT: text({ title: 'Skip to content' }),
    }),
    LOADER: group('Loader', {
      LOADING: text({ title: 'Loading' }),
    }),
    LANDING: group('Landing', {
      NEW_TAB: text({ title: 'New tab' }),
      READ_STORY: text({ title: 'Read story' }),
    }),
    CAROUSEL: group('Carousel', {
      ROLE: text({ title: 'Role' }),
      SLIDE_ROLE: text({ title: 'Slide role' }),
      POSITION: text({ title: 'Position' }),
      PREVIOUS: text({ title: 'Previous' }),
      NEXT: text({ title: 'Next' }),
    }),
    FLIP_CARD: group('Flip card', {
      TURN: text({ title: 'Turn' }),
    }),
    VIDEO: group('Video', {
      PLAY: text({ title: 'Play' }),
      LOADS_PLAYER: text({ title: 'Loads player' }),
      LOADING: text({ title: 'Loading' }),
      UNREACHABLE: text({ title: 'Unreachable' }),
      WATCH_ON_HOST: text({ title: 'Watch on host' }),
      PLAYER_TITLE: text({ title: 'Player title' }),
    }),
    FORM_POPUP: group('Form popup', {
      DEMO: text({ title: 'Demo' }),
      CASE_STUDIES: text({ title: 'Case studies' }),
      FRAME_TITLE: text({ title: 'Frame title' }),
      FALLBACK: text({ title: 'Fallback' }),
      NOTICE: text({ title: 'Notice' }),
      LOAD_HERE: text({ title: 'Load here' }),
      CLOSE_FORM: text({ title: 'Close form' }),
      OPEN_FORM: text({ title: 'Open form' }),
    }),
    FOOTER: group('Footer', {
      LEGAL_NAV: text({ title: 'Legal nav' }),
      RIGHTS: text({ title: 'Rights' }),
      VAT: text({ title: 'Vat' }),
      PRIVACY_POLICY: text({ title: 'Privacy policy' }),
      COOKIE_POLICY: text({ title: 'Cookie policy' }),
      TERMS: text({ title: 'Terms' }),
      COOKIE_PREFERENCES: text({ title: 'Cookie preferences' }),
      CONTACT_US: text({ title: 'Contact us' }),
    }),
    CONTACT_FALLBACK: group('Contact fallback', {
      TITLE: text({ title: 'Title' }),
      INTRO: text({ title: 'Intro' }),
      FORM_LINK: text({ title: 'Form link' }),
      EMAIL: text({ title: 'Email' }),
      ADDRESS: text({ title: 'Address' }),
    }),
    LEGAL: group('Legal', {
      OPEN_IN_NEW_TAB: text({ title: 'Open in new tab' }),
      NEW_TAB_HINT: text({ title: 'New tab hint' }),
      EXTERNAL_NOTICE: text({ title: 'External notice' }),
      LOAD_HERE: text({ title: 'Load here' }),
      CLOSE_DOCUMENT: text({ title: 'Close document' }),
      CANNOT_LOAD: text({ title: 'Cannot load' }),
      TERMS_INDEX: text({ title: 'Terms index' }),
      TERMS_PAGE: text({ title: 'Terms page' }),
      TERMS_LOADING: text({ title: 'Terms loading' }),
      TERMS_LOAD_ERROR: text({ title: 'Terms load error' }),
    }),
    CONSENT: group('Consent', {
      BANNER_TITLE: text({ title: 'Banner title' }),
      BANNER_TEXT: text({ title: 'Banner text' }),
      POLICY_LINK: text({ title: 'Policy link' }),
      ACCEPT_ALL: text({ title: 'Accept all' }),
      REJECT_ALL: text({ title: 'Reject all' }),
      CUSTOMIZE: text({ title: 'Customize' }),
      CLOSE_TECHNICAL_ONLY: text({ title: 'Close technical only' }),
      PREFERENCES_TITLE: text({ title: 'Preferences title' }),
      PREFERENCES_INTRO: text({ title: 'Preferences intro' }),
      SAVE: text({ title: 'Save' }),
      ALWAYS_ON: text({ title: 'Always on' }),
      TECHNICAL_TITLE: text({ title: 'Technical title' }),
      TECHNICAL_TEXT: text({ title: 'Technical text' }),
      ANALYTICS_TITLE: text({ title: 'Analytics title' }),
      ANALYTICS_TEXT: text({ title: 'Analytics text' }),
      MEDIA_TITLE: text({ title: 'Media title' }),
      MEDIA_TEXT: text({ title: 'Media text' }),
    }),
  }),
  BUTTON: group('Button', {
    SUBMIT: text({ title: 'Submit' }),
    RETRY: text({ title: 'Retry' }),
    CLOSE: text({ title: 'Close' }),
    BOOK_DEMO: text({
      title: 'Book demo',
      description:
        "The demo button's words follow what it opens (src/config/cta.ts): a booking page or a request form.",
    }),
    REQUEST_DEMO: text({ title: 'Request demo' }),
  }),
  VALIDATORS: group('Validators', {
    REQUIRED: text({ title: 'Required' }),
    TOO_LONG: text({ title: 'Too long' }),
    EMAIL: text({ title: 'Email' }),
    PHONE: text({ title: 'Phone' }),
    OPTION: text({ title: 'Option' }),
    NUMBER: text({ title: 'Number' }),
    DATE: text({ title: 'Date' }),
    INVALID: text({ title: 'Invalid' }),
    BLOCKED_EMAIL: text({ title: 'Blocked email' }),
    FREE_EMAIL: text({ title: 'Free email' }),
  }),
  MENU: group('Menu', {
    home: text({ title: 'Home' }),
    sustainability: text({ title: 'Sustainability' }),
    companies: text({ title: 'Companies' }),
    terms: text({ title: 'Terms' }),
  }),
});

export type Dictionary = z.output<typeof interfaceSchema>;
