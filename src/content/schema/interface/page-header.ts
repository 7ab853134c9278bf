import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/**
 * The words at the top of every page: the logo link, the main menu and its button, the language
 * switch and the skip link.
 */
export const pageHeader = group('Top of every page', {
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
});
