import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/** The name of the button that turns a media element card over. */
export const flipCards = group('Flip cards', {
  TURN: text({
    title: 'Turn-over button',
    description: `The name of the button that turns a media element card over; {title} is the card’s title. ${SPOKEN}`,
  }),
});
