import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/** The buttons used in several places: send, try again, close and the demo buttons. */
export const commonButtons = group('Common buttons', {
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
});
