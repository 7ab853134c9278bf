import { text } from '../fields.ts';
import { group } from './group.ts';

/** The section that gives the company's contact details when the contact form window cannot open. */
export const contactDetailsWithoutForm = group(
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
);
