import * as z from 'zod';
import { text } from './fields.ts';

/**
 * The interface's words (docs/requirements.md R3.4): buttons, form messages, dialog labels, the
 * cookie banner. Keys keep the specification's names, nested (COMPONENTS.CONTACT_MODAL.TITLE …);
 * the browser receives them as props or as /assets/i18n/{lang}.json (decision 087).
 *
 * Titles and hints are for the marketing team in the editor at /admin: what the words are, where
 * and when a visitor sees or hears them, and what fills each {placeholder}. Never the key
 * humanised (cms-labels.test.ts).
 */

const group = <T extends z.ZodRawShape>(title: string, shape: T, description?: string) =>
  z.strictObject(shape).meta({ title, ...(description === undefined ? {} : { description }) });

/** Words a screen reader says but the page does not show. */
const SPOKEN = 'Read aloud by screen readers, not shown.';

export const interfaceSchema = z.strictObject({
  COMPONENTS: group(
    'Parts of the page',
    {
      CONTACT_MODAL: group(
        'Contact form window',
        {
          TITLE: text({
            title: 'Window title',
            description: 'At the top of the contact form window, which “Contact us” links open.',
          }),
          SUCCESS: text({
            title: 'Thank-you message',
            description: 'Shown above the send button once the request has been received.',
          }),
          ERROR: text({
            title: 'Sending failed',
            description: 'Shown above the send button when the request could not be sent; the visitor can send again.',
          }),
          LOAD_ERROR: text({
            title: 'Form could not load',
            description: 'Shown in the window, with the “Try again” button, when the form could not be loaded.',
          }),
          LOADING: text({
            title: 'Form loading',
            description: `While the form loads (a spinning circle is shown). ${SPOKEN}`,
          }),
          REQUIRED_NOTE: text({
            title: 'Note on required fields',
            description: 'Shown at the top of a form with required questions; they are marked with *.',
          }),
          REQUIRED_MARK: text({
            title: 'Required, said after a group of tick boxes',
            description: `Said after the question of a group of tick boxes that must be answered (sighted visitors see *). ${SPOKEN}`,
          }),
          INVALID_SUMMARY_ONE: text({
            title: 'Error summary, one problem',
            description: `Said when the visitor presses the send button and exactly one answer needs fixing. ${SPOKEN}`,
          }),
          INVALID_SUMMARY_OTHER: text({
            title: 'Error summary, several problems',
            description: `Said when the visitor presses the send button and several answers need fixing; {count} is how many. ${SPOKEN}`,
          }),
          FIELD_ADDED_ONE: text({
            title: 'One new question appeared',
            description: `Said when an answer makes one more question appear; {fields} is that question’s label. ${SPOKEN}`,
          }),
          FIELD_ADDED_OTHER: text({
            title: 'Several new questions appeared',
            description: `Said when an answer makes several questions appear; {fields} is their labels, joined with “and”. ${SPOKEN}`,
          }),
          FIELD_REMOVED_ONE: text({
            title: 'One question disappeared',
            description: `Said when an answer makes one question go away; {fields} is that question’s label. ${SPOKEN}`,
          }),
          FIELD_REMOVED_OTHER: text({
            title: 'Several questions disappeared',
            description: `Said when an answer makes several questions go away; {fields} is their labels, joined with “and”. ${SPOKEN}`,
          }),
          SELECT_PLACEHOLDER: text({
            title: 'Drop-down list before a choice',
            description: 'The first line of a drop-down list until the visitor picks an option, unless the form sets its own.',
          }),
          SENDING: text({
            title: 'Sending in progress',
            description: 'Shown above the send button while the request is being sent.',
          }),
          DATE_PLACEHOLDER: text({
            title: 'Date box, example format',
            description: 'Pale text inside an empty date box: keep it the same date order as the language’s dates.',
          }),
          DATE_HINT: text({
            title: 'Date box, help line',
            description: 'Shown under every date box: how to type a date.',
          }),
          CHOOSE_DATE: text({
            title: 'Calendar button, no date yet',
            description: `The name of the calendar button beside an empty date box, and of the calendar it opens. ${SPOKEN}`,
          }),
          CHANGE_DATE: text({
            title: 'Calendar button, date chosen',
            description: `The name of the calendar button once a date is chosen; {date} is that date written out in full. ${SPOKEN}`,
          }),
          PREVIOUS_MONTH: text({
            title: 'Calendar, previous month arrow',
            description: `The name of the calendar’s left arrow. ${SPOKEN}`,
          }),
          NEXT_MONTH: text({
            title: 'Calendar, next month arrow',
            description: `The name of the calendar’s right arrow. ${SPOKEN}`,
          }),
          CALENDAR_HELP: text({
            title: 'Calendar, keyboard help',
            description: 'Shown at the bottom of the calendar: how to use it with the keyboard.',
          }),
          HOSTED_FORM_NOTE: text({
            title: 'Form only on the provider’s page',
            description:
              'Shown instead of the form when it asks for something this site cannot collect (such as a file upload).',
          }),
          HOSTED_FORM_LINK: text({
            title: 'Link to the provider’s form page',
            description: 'The link under that note: opens the form on the provider’s own page, in a new tab.',
          }),
          HONEYPOT_LABEL: text({
            title: 'Spam trap label',
            description:
              "The spam trap's label: never seen or heard, but read by reader modes and text browsers.",
          }),
        },
        'Texts of the contact form, which opens in a window over the page.',
      ),
      HEADER: group('Top of every page', {
        HOME: text({
          title: 'Logo link, where it leads',
          description: `Said after the product’s name on the logo at the top left, which leads to the homepage. ${SPOKEN}`,
        }),
        MENU: text({
          title: 'Main menu’s name',
          description: `Names the main menu’s list of links. ${SPOKEN}`,
        }),
        READ_IN_THIS_LANGUAGE: text({
          title: 'Language switch, tooltip',
          description:
            'Shown on hovering the language switch’s link to this language, written in it: the Italian words on the English pages’ link to Italian, and vice versa.',
        }),
        MENU_BUTTON: text({
          title: 'Button that opens the menu',
          description: 'The button that opens and closes the main menu.',
        }),
        SKIP_TO_CONTENT: text({
          title: 'Skip link',
          description:
            'The first link on every page, shown only when reached with the Tab key: it jumps past the header to the content.',
        }),
      }),
      LOADER: group('Page loading', {
        LOADING: text({
          title: 'Page still loading',
          description: `While a page loads its settings and translations (a spinning circle is shown). ${SPOKEN}`,
        }),
      }),
      LANDING: group('Links and story cards', {
        NEW_TAB: text({
          title: 'Opens in a new tab',
          description: `Said after every link that opens in a new tab: call-to-action buttons, story cards, “Watch it on” and form links. ${SPOKEN}`,
        }),
        READ_STORY: text({
          title: 'Story card link',
          description:
            'The link text on each success story card; {name} is the customer’s name (from “Success stories”).',
        }),
      }),
      CAROUSEL: group('Reasons carousel', {
        ROLE: text({
          title: 'What the carousel is called',
          description: `Said when the visitor reaches the carousel, in lower case. ${SPOKEN}`,
        }),
        SLIDE_ROLE: text({
          title: 'What a slide is called',
          description: `Said with each slide, in lower case. ${SPOKEN}`,
        }),
        POSITION: text({
          title: 'Slide number',
          description:
            'Shown between the arrows and said as each slide’s name; {current} is the slide’s number, {total} the number of slides.',
        }),
        PREVIOUS: text({
          title: 'Previous slide arrow',
          description: `The name of the carousel’s left arrow. ${SPOKEN}`,
        }),
        NEXT: text({
          title: 'Next slide arrow',
          description: `The name of the carousel’s right arrow. ${SPOKEN}`,
        }),
      }),
      FLIP_CARD: group('Flip cards', {
        TURN: text({
          title: 'Turn-over button',
          description: `The name of the button that turns a media element card over; {title} is the card’s title. ${SPOKEN}`,
        }),
      }),
      VIDEO: group('Videos', {
        PLAY: text({
          title: 'Play button',
          description: `The name of the play button on a video, followed by the “loads the player” line; {title} is the video’s title (from “Site-wide words”). ${SPOKEN}`,
        }),
        LOADS_PLAYER: text({
          title: 'Play button, what a click loads',
          description:
            'Shown on the play button: pressing it loads the video host’s player; {host} is the host’s name (Vimeo).',
        }),
        LOADING: text({
          title: 'Video loading',
          description: 'Shown in the video’s box after the play button is pressed, until the player starts.',
        }),
        UNREACHABLE: text({
          title: 'Video could not load',
          description: 'Shown in the video’s box when the host cannot be reached; {host} is the host’s name (Vimeo).',
        }),
        WATCH_ON_HOST: text({
          title: 'Link to watch it on the host',
          description:
            'Under every video, and in its box when it could not load; {host} is the host’s name (Vimeo). Opens in a new tab.',
        }),
        PLAYER_TITLE: text({
          title: 'Player’s name',
          description: `Names the video player once it has loaded; {title} is the video’s title. ${SPOKEN}`,
        }),
      }),
      FORM_POPUP: group(
        'Form window',
        {
          DEMO: text({
            title: 'Window title, demo request',
            description: 'At the top of the window when a demo button opens the demo-request form.',
          }),
          CASE_STUDIES: text({
            title: 'Window title, case studies',
            description: 'At the top of the window when the button under the success stories opens the case-studies form.',
          }),
          FRAME_TITLE: text({
            title: 'Form’s name',
            description: `Names the form inside the window; {title} is the window’s title (one of the two above). ${SPOKEN}`,
          }),
          FALLBACK: text({
            title: 'Link under the form',
            description: 'Shown under the loaded form: opens the same form in a new tab.',
          }),
          NOTICE: text({
            title: 'Before loading the form',
            description:
              'Shown in the window instead of the form while the visitor has not allowed third-party media; {host} is the web address the form comes from.',
          }),
          LOAD_HERE: text({
            title: 'Load the form button',
            description:
              'The button under that notice: pressing it loads this form (and only this one); {host} is the web address the form comes from.',
          }),
          CLOSE_FORM: text({
            title: 'Close button under the form',
            description: 'At the bottom of the window once the form has loaded.',
          }),
          OPEN_FORM: text({
            title: 'Open in a new tab instead',
            description: 'The link beside the load button: opens the form in a new tab.',
          }),
        },
        'The window over the page that shows the form provider’s demo-request and case-studies forms (the homepage and the Italian pages).',
      ),
      FOOTER: group('Bottom of every page', {
        LEGAL_NAV: text({
          title: 'Footer links’ name',
          description: `Names the list of links at the bottom of the page. ${SPOKEN}`,
        }),
        RIGHTS: text({
          title: 'All rights reserved',
          description: 'Shown after the copyright year and the company’s name.',
        }),
        VAT: text({
          title: 'Before the VAT number',
          description: 'Shown just before the company’s VAT number.',
        }),
        PRIVACY_POLICY: text({
          title: 'Privacy policy link',
          description: 'The footer link, and the title of the window that shows the privacy policy.',
        }),
        COOKIE_POLICY: text({
          title: 'Cookie policy link',
          description: 'The footer link, and the title of the window that shows the cookie policy.',
        }),
        TERMS: text({
          title: 'Terms and conditions link',
          description: 'The footer link, and the title of the window that shows the terms.',
        }),
        COOKIE_PREFERENCES: text({
          title: 'Cookie preferences button',
          description:
            'Opens the cookie preferences window. The cookie banner’s text names it: keep the two the same.',
        }),
        CONTACT_US: text({
          title: 'Contact link',
          description: 'Opens the contact form window.',
        }),
      }),
      CONTACT_FALLBACK: group(
        'Contact details without the form',
        {
          TITLE: text({ title: 'Heading' }),
          INTRO: text({ title: 'Introduction' }),
          FORM_LINK: text({
            title: 'Link to the provider’s contact form',
            description: 'Opens the contact form on the form provider’s own page.',
          }),
          EMAIL: text({
            title: 'Before the e-mail address',
            description: 'Shown just before the company’s e-mail address.',
          }),
          ADDRESS: text({
            title: 'Before the registered office',
            description: 'Shown just before the company’s name and registered address.',
          }),
        },
        'A section at the bottom of the page, shown only when the contact form window cannot open (scripts turned off, or its code could not load).',
      ),
      LEGAL: group(
        'Legal documents',
        {
          OPEN_IN_NEW_TAB: text({
            title: 'Open in a new tab link',
            description: 'At the bottom of the privacy or cookie policy window: opens the document in a new tab.',
          }),
          NEW_TAB_HINT: text({
            title: 'Opens in a new tab (policy links)',
            description: `Said after the cookie banner’s policy link, and after the footer’s policy links when scripts are off. ${SPOKEN}`,
          }),
          EXTERNAL_NOTICE: text({
            title: 'Before loading a policy',
            description:
              'Shown in the privacy or cookie policy window while the visitor has not allowed third-party media.',
          }),
          LOAD_HERE: text({
            title: 'Load the policy button',
            description:
              'The button under that notice; {title} is the document’s name (the footer link’s words), {host} its provider’s web address.',
          }),
          CLOSE_DOCUMENT: text({
            title: 'Close button under the policy',
            description: 'At the bottom of the window once the policy has loaded.',
          }),
          CANNOT_LOAD: text({
            title: 'Policy not showing?',
            description: 'Shown before the “open in a new tab” link once the policy has loaded.',
          }),
          TERMS_INDEX: text({
            title: 'Terms, contents heading',
            description: 'The heading of the list of clauses, in the terms window and on the terms page.',
          }),
          TERMS_PAGE: text({
            title: 'Terms, link to the printable page',
            description: 'At the top of the terms window: opens the terms as a page of their own.',
          }),
          TERMS_LOADING: text({
            title: 'Terms still loading',
            description: `While the terms load in their window (a spinning circle is shown). ${SPOKEN}`,
          }),
          TERMS_LOAD_ERROR: text({
            title: 'Terms could not load',
            description: 'Shown in the terms window, with the “Try again” button, when the terms could not be loaded.',
          }),
        },
        'The windows that show the privacy policy, the cookie policy and the terms, opened from the footer.',
      ),
      CONSENT: group(
        'Cookie banner and preferences',
        {
          BANNER_TITLE: text({
            title: 'Banner heading',
            description: 'The cookie banner appears on a first visit, until the visitor chooses.',
          }),
          BANNER_TEXT: text({
            title: 'Cookie banner text',
            description: 'It names the footer’s “Cookie preferences” button: keep the two the same.',
          }),
          POLICY_LINK: text({
            title: 'Banner, cookie policy link',
            description: 'After the banner text: opens the cookie policy in a new tab.',
          }),
          ACCEPT_ALL: text({
            title: 'Accept all button',
            description: 'On the banner and in the preferences window.',
          }),
          REJECT_ALL: text({
            title: 'Reject all button',
            description: 'On the banner and in the preferences window.',
          }),
          CUSTOMIZE: text({
            title: 'Banner, choose by category button',
            description: 'Opens the preferences window.',
          }),
          CLOSE_TECHNICAL_ONLY: text({
            title: 'Banner, close button',
            description:
              'The name of the × in the banner’s corner, also shown as its tooltip: closing keeps technical cookies only.',
          }),
          PREFERENCES_TITLE: text({
            title: 'Preferences window title',
            description: 'The window opened from the banner or from the footer’s “Cookie preferences” button.',
          }),
          PREFERENCES_INTRO: text({
            title: 'Preferences window introduction',
            multiline: true,
          }),
          SAVE: text({
            title: 'Save choices button',
            description: 'In the preferences window: keeps the categories the visitor ticked.',
          }),
          ALWAYS_ON: text({
            title: 'Technical cookies, always on',
            description: 'Shown beside the technical cookies, which cannot be turned off.',
          }),
          TECHNICAL_TITLE: text({ title: 'Technical cookies, name' }),
          TECHNICAL_TEXT: text({ title: 'Technical cookies, description', multiline: true }),
          ANALYTICS_TITLE: text({ title: 'Marketing tracking, name' }),
          ANALYTICS_TEXT: text({
            title: 'Marketing tracking, description',
            description: '{cookies} is the list of the tracking cookies’ names, filled in by the site.',
            multiline: true,
          }),
          MEDIA_TITLE: text({ title: 'Third-party media, name' }),
          MEDIA_TEXT: text({ title: 'Third-party media, description', multiline: true }),
        },
        'The banner on a first visit, and the window where the visitor allows cookies by category.',
      ),
    },
    'The words of the site’s buttons, windows and messages, by where they appear.',
  ),
  BUTTON: group('Common buttons', {
    SUBMIT: text({ title: 'Send button', description: 'At the bottom of the contact form.' }),
    RETRY: text({
      title: 'Try again button',
      description: 'Shown when the contact form or the terms could not load.',
    }),
    CLOSE: text({
      title: 'Close button (×)',
      description: `The name of the × at the top of every window. ${SPOKEN}`,
    }),
    BOOK_DEMO: text({
      title: 'Demo button, booking page',
      description:
        'The demo buttons’ words (header, opening section, closing call to action) where they open the meeting-booking page: the English landing pages.',
    }),
    REQUEST_DEMO: text({
      title: 'Demo button, request form',
      description:
        'The demo buttons’ words where they open the demo-request form: the homepage and the Italian pages.',
    }),
  }),
  VALIDATORS: group(
    'Contact form errors',
    {
      REQUIRED: text({ title: 'Required answer missing' }),
      TOO_LONG: text({
        title: 'Answer too long',
        description: 'The site’s limit is 10,000 characters: keep that number.',
      }),
      EMAIL: text({ title: 'E-mail address not valid' }),
      PHONE: text({ title: 'Phone number not valid' }),
      OPTION: text({
        title: 'Choice not among the options',
        description: 'When an answer is not one of the options the question offers.',
      }),
      NUMBER: text({ title: 'Number not valid' }),
      DATE: text({
        title: 'Date not valid',
        description: 'Keep the date format the same as the date box’s example.',
      }),
      INVALID: text({
        title: 'Any other problem',
        description: 'When an answer is refused for a reason none of the other messages covers.',
      }),
      BLOCKED_EMAIL: text({
        title: 'E-mail address not accepted',
        description:
          'When the form refuses the address or its domain. A form can set its own message instead, in the form provider.',
      }),
      FREE_EMAIL: text({
        title: 'Free e-mail address not accepted',
        description:
          'When the form accepts work addresses only. A form can set its own message instead, in the form provider.',
      }),
    },
    'Shown under a contact form answer that needs fixing.',
  ),
  MENU: group(
    'Main menu links',
    {
      home: text({ title: 'Homepage link' }),
      sustainability: text({ title: 'Sustainability page link' }),
      companies: text({ title: 'Companies page link' }),
      terms: text({ title: 'Terms and conditions page link' }),
    },
    'The main menu shows only to visitors the site gives a role; which links each role sees is a site setting.',
  ),
});

export type Dictionary = z.output<typeof interfaceSchema>;
