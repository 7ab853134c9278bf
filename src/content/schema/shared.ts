import * as z from 'zod';
import { exactly, heading, imagePath, picture, text } from './fields.ts';

/**
 * One language of the content every page shares: the sections after the page's own
 * (content/shared/sections.yaml) and the site-wide words (content/shared/site.yaml).
 */

const card = z
  .strictObject({
    title: text({ title: 'Title', description: 'Shown on both sides of the card.' }),
    description: text({ title: 'Text on the back', multiline: true }),
    frontImage: picture('Front picture'),
    backImage: picture('Back picture'),
  })
  .meta({ title: 'Flip card' });

const titled = (title: string) =>
  z
    .strictObject({ title: text({ title: 'Title' }), description: text({ title: 'Text', multiline: true }) })
    .meta({ title });

export const sharedSectionsSchema = z.strictObject({
  mediaElements: z
    .strictObject({
      block: heading('Heading'),
      items: exactly(6, card, { title: 'Cards', description: 'The grid shows exactly six flip cards.' }),
    })
    .meta({ title: '“Media elements” section (flip cards)' }),
  successStories: z
    .strictObject({
      block: heading('Heading'),
      ctaLabel: z
        .strictObject({
          'form-popup': text({
            title: 'Button text when it opens the case-studies form',
            description: 'Used where the call-to-action buttons open the form provider’s forms.',
          }),
          meeting: text({
            title: 'Button text when it opens the booking page',
            description: 'Used where the call-to-action buttons open the meeting-booking page.',
          }),
        })
        .meta({ title: 'Button under the stories' }),
    })
    .meta({
      title: 'Success stories section',
      description: 'The stories themselves are in content/shared/stories.yaml.',
    }),
  help: z
    .strictObject({
      block: heading('Heading'),
      training: titled('“Training” box'),
      tips: titled('“Tips” box'),
      contact: z
        .strictObject({
          title: text({ title: 'Title' }),
          description: text({ title: 'Text', multiline: true }),
          label: text({ title: 'Button text', description: 'The button opens the contact form.' }),
        })
        .meta({ title: 'Contact box' }),
    })
    .meta({ title: 'Help section' }),
});

const video = (title: string) =>
  z
    .strictObject({
      title: text({ title: 'Video title', description: 'Said to screen readers and shown on the player.' }),
      poster: picture('Poster', 'The still shown until the visitor starts the video.'),
    })
    .meta({ title });

export const siteWideSchema = z.strictObject({
  videos: z
    .strictObject({ whatIs: video('“What it is” video'), howItWorks: video('“How it works” video') })
    .meta({
      title: 'Videos',
      description: 'The same two videos on every page; their ids are launch settings.',
    }),
  shareImage: z
    .strictObject({
      src: imagePath(
        {
          title: 'Sharing picture file',
          description: 'Drawn by the developers from the tagline below (1200 × 630).',
        },
        false,
      ),
      alt: text({ title: 'What the sharing picture shows' }),
      tagline: exactly(2, text({ title: 'Line' }), {
        title: 'Tagline on the sharing picture',
        description: 'Two short lines; the picture is redrawn by a developer after a change.',
      }),
    })
    .meta({ title: 'Sharing picture', description: 'Shown when a page is shared on social networks.' }),
  termsPage: z
    .strictObject({
      meta: z
        .strictObject({
          title: text({ title: 'Browser tab and search result title' }),
          description: text({ title: 'Search result description', multiline: true }),
        })
        .meta({ title: 'Page head' }),
    })
    .meta({
      title: 'Terms page head',
      description: 'The terms themselves are a contract, changed by review.',
    }),
  organizationDescription: text({
    title: 'One-line description of the organisation',
    description: 'For search engines’ knowledge panels.',
  }),
});

export type SharedSectionsSource = z.output<typeof sharedSectionsSchema>;
export type SiteWideSource = z.output<typeof siteWideSchema>;
