import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/**
 * The words at the bottom of every page: the rights and VAT lines, and the links to the policies,
 * the terms, the cookie preferences and the contact form.
 */
export const pageFooter = group('Bottom of every page', {
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
});
