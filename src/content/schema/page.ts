import * as z from 'zod';
import { LANDING_PAGE_IDS } from '../../i18n/locales.ts';
import { exactly, heading, picture, text } from './fields.ts';

/**
 * One language of a landing page's content file (content/pages/*.yaml): the words of every section
 * in page order (docs/requirements.md R10.6). Fixed counts follow the layout: four reasons, two
 * audience links. The videos' titles and posters are the same on every page (content/shared/site.yaml).
 */

const meta = z
  .strictObject({
    title: text({ title: 'Browser tab and search result title', description: 'About 50–60 characters.' }),
    description: text({
      title: 'Search result description',
      description: 'Shown by search engines and when the page is shared: aim for 120–160 characters.',
      multiline: true,
    }),
  })
  .meta({ title: 'Page head', description: 'What search engines and social networks show.' });

const bannerWords = z.strictObject({
  stepTitle: text({
    title: 'Step line',
    description: 'The small line above the title, e.g. “01 · What it is”.',
  }),
  title: text({ title: 'Title' }),
  description: text({ title: 'Text', multiline: true }),
});

const videoSide = z
  .enum(['left', 'right'], { error: 'must be left or right' })
  .meta({ title: 'Video side', description: 'Which side of the text the video sits on.', shared: true });

const videoBanner = <T extends z.ZodType>(title: string, block: T) =>
  z.strictObject({ block: block.meta({ title: 'Words beside the video' }) }).meta({ title });

const reason = z
  .strictObject({
    label: text({ title: 'Reason in a few words', description: 'The slide’s title.' }),
    description: text({ title: 'Text', multiline: true }),
    image: picture('Picture'),
  })
  .meta({ title: 'Reason' });

export const landingSectionsSchema = z.strictObject({
  meta,
  intro: z
    .strictObject({
      title: text({ title: 'Headline', description: 'The biggest line on the page.' }),
      subtitle: text({ title: 'Line under the headline', multiline: true }),
      image: picture('Picture beside the headline'),
    })
    .meta({ title: 'Opening section' }),
  whatIs: videoBanner('“What it is” section', bannerWords.extend({ direction: videoSide })),
  howItWorks: videoBanner('“How it works” section', bannerWords),
  reasons: z
    .strictObject({
      block: heading('Heading'),
      items: exactly(4, reason, { title: 'Reasons', description: 'The carousel shows exactly four.' }),
    })
    .meta({ title: 'Reasons carousel' }),
  closingLine: z.strictObject({ title: text({ title: 'Highlighted line' }) }).meta({ title: 'Closing line' }),
  closingCta: z
    .strictObject({
      title: text({ title: 'Title' }),
      description: text({ title: 'Text', multiline: true }),
    })
    .meta({ title: 'Closing call to action', description: 'Its button’s words follow where it leads.' }),
});

const audienceLink = z
  .strictObject({
    title: text({ title: 'Title' }),
    description: text({ title: 'Text', multiline: true }),
    label: text({ title: 'Link text' }),
    page: z
      .enum(LANDING_PAGE_IDS.filter((id) => id !== 'home') as ['sustainability', 'companies'], {
        error: 'must be sustainability or companies',
      })
      .meta({ title: 'Page it leads to', shared: true }),
    image: picture('Picture'),
  })
  .meta({ title: 'Audience link' });

export const homePageSchema = landingSectionsSchema.extend({
  landing: z
    .strictObject({
      title: text({ title: 'Headline', description: 'The full-screen view’s big line.' }),
      subtitle: text({ title: 'Line under the headline', multiline: true }),
      label: text({ title: 'Button text' }),
    })
    .meta({ title: 'Full-screen opening view' }),
  audiences: z
    .strictObject({
      block: heading('Heading'),
      items: exactly(2, audienceLink, { title: 'Links to the audience pages' }),
    })
    .meta({ title: '“Who it is for” section' }),
});

export type LandingSectionsSource = z.output<typeof landingSectionsSchema>;
export type HomePageSource = z.output<typeof homePageSchema>;
