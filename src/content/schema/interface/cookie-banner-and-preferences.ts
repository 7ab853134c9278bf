import { text } from '../fields.ts';
import { group } from './group.ts';

/** The cookie banner and the cookie preferences window: their buttons and the cookie categories. */
export const cookieBannerAndPreferences = group(
  'Cookie banner and preferences',
  {
    BANNER_TITLE: text({
      title: 'Banner heading',
      description: 'The cookie banner appears on a first visit, until the visitor chooses.',
    }),
    BANNER_TEXT: text({
      title: 'Cookie banner text',
      description: 'It names the footer’s “Cookie preferences” button: keep the two the same.',
    }),
    POLICY_LINK: text({
      title: 'Banner, cookie policy link',
      description: 'After the banner text: opens the cookie policy in a new tab.',
    }),
    ACCEPT_ALL: text({
      title: 'Accept all button',
      description: 'On the banner and in the preferences window.',
    }),
    REJECT_ALL: text({
      title: 'Reject all button',
      description: 'On the banner and in the preferences window.',
    }),
    CUSTOMIZE: text({
      title: 'Banner, choose by category button',
      description: 'Opens the preferences window.',
    }),
    CLOSE_TECHNICAL_ONLY: text({
      title: 'Banner, close button',
      description:
        'The name of the × in the banner’s corner, also shown as its tooltip: closing keeps technical cookies only.',
    }),
    PREFERENCES_TITLE: text({
      title: 'Preferences window title',
      description: 'The window opened from the banner or from the footer’s “Cookie preferences” button.',
    }),
    PREFERENCES_INTRO: text({
      title: 'Preferences window introduction',
      multiline: true,
    }),
    SAVE: text({
      title: 'Save choices button',
      description: 'In the preferences window: keeps the categories the visitor ticked.',
    }),
    ALWAYS_ON: text({
      title: 'Technical cookies, always on',
      description: 'Shown beside the technical cookies, which cannot be turned off.',
    }),
    TECHNICAL_TITLE: text({ title: 'Technical cookies, name' }),
    TECHNICAL_TEXT: text({ title: 'Technical cookies, description', multiline: true }),
    ANALYTICS_TITLE: text({ title: 'Marketing tracking, name' }),
    ANALYTICS_TEXT: text({
      title: 'Marketing tracking, description',
      description: '{cookies} is the list of the tracking cookies’ names, filled in by the site.',
      multiline: true,
    }),
    MEDIA_TITLE: text({ title: 'Third-party media, name' }),
    MEDIA_TEXT: text({ title: 'Third-party media, description', multiline: true }),
  },
  'The banner on a first visit, and the window where the visitor allows cookies by category.',
);
