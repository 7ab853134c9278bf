import { text } from '../fields.ts';
import { group, SPOKEN } from './group.ts';

/**
 * The window that shows the form provider's demo-request and case-studies forms: its titles, the
 * notice before the form loads, and its buttons and links.
 */
export const demoAndCaseStudiesWindow = group(
  'Form window',
  {
    DEMO: text({
      title: 'Window title, demo request',
      description: 'At the top of the window when a demo button opens the demo-request form.',
    }),
    CASE_STUDIES: text({
      title: 'Window title, case studies',
      description: 'At the top of the window when the button under the success stories opens the case-studies form.',
    }),
    FRAME_TITLE: text({
      title: 'Form’s name',
      description: `Names the form inside the window; {title} is the window’s title (one of the two above). ${SPOKEN}`,
    }),
    FALLBACK: text({
      title: 'Link under the form',
      description: 'Shown under the loaded form: opens the same form in a new tab.',
    }),
    NOTICE: text({
      title: 'Before loading the form',
      description:
        'Shown in the window instead of the form while the visitor has not allowed third-party media; {host} is the web address the form comes from.',
    }),
    LOAD_HERE: text({
      title: 'Load the form button',
      description:
        'The button under that notice: pressing it loads this form (and only this one); {host} is the web address the form comes from.',
    }),
    CLOSE_FORM: text({
      title: 'Close button under the form',
      description: 'At the bottom of the window once the form has loaded.',
    }),
    OPEN_FORM: text({
      title: 'Open in a new tab instead',
      description: 'The link beside the load button: opens the form in a new tab.',
    }),
  },
  'The window over the page that shows the form provider’s demo-request and case-studies forms (the homepage and the Italian pages).',
);
