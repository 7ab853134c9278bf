import { text } from '../fields.ts';
import { group } from './group.ts';

/** The messages under a contact form answer that needs fixing. */
export const contactFormErrors = group(
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
);
