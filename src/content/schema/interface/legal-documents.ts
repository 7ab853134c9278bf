import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/** The words of the windows that show the privacy policy, the cookie policy and the terms. */
export const legalDocuments = group(
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
);
