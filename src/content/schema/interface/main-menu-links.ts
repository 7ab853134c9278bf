import { text } from '../fields.ts';
import { group } from './group.ts';

/** The main menu's links, for visitors the site gives a role. */
export const mainMenuLinks = group(
  'Main menu links',
  {
    home: text({ title: 'Homepage link' }),
    sustainability: text({ title: 'Sustainability page link' }),
    companies: text({ title: 'Companies page link' }),
    terms: text({ title: 'Terms and conditions page link' }),
  },
  'The main menu shows only to visitors the site gives a role; which links each role sees is a site setting.',
);
