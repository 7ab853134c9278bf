import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/**
 * The contact form window's words: its title and messages, the questions that appear and go away,
 * the date boxes and their calendar, and the note when the form is only on the provider's page.
 */
export const contactFormWindow = group(
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
);
