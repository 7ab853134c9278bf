import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/** The words said after links that open in a new tab, and the link on each success story card. */
export const linksAndStoryCards = group('Links and story cards', {
  NEW_TAB: text({
    title: 'Opens in a new tab',
    description: `Said after every link that opens in a new tab: call-to-action buttons, story cards, “Watch it on” and form links. ${SPOKEN}`,
  }),
  READ_STORY: text({
    title: 'Story card link',
    description:
      'The link text on each success story card; {name} is the customer’s name (from “Success stories”).',
  }),
});
