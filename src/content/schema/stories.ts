import * as z from 'zod';
import { STORY_IMAGE_SIZE } from '../images.ts';
import { exactly, imagePath, link, text } from './fields.ts';

/**
 * One language of the success stories (content/shared/stories.yaml): the customers whose
 * published stories the cards show. A customer's name, colour, link and picture files are the same
 * in both languages; only what the pictures show is said per language.
 */

/** One of the card's pictures: the card crops it to its slot, so the file only has to be big enough. */
const storyPicture = (title: string, size: { width: number; height: number }) =>
  z
    .strictObject({
      src: imagePath({
        title: 'Picture file',
        description: `A file under /images/stories/, at least ${String(size.width)} × ${String(size.height)} px. The same file in both languages.`,
      }),
      alt: text({
        title: 'What the picture shows',
        description:
          'Read aloud to people who cannot see it: say what matters in the picture, in one sentence.',
      }),
    })
    .meta({ title });

const story = z
  .strictObject({
    // Optional so a real story needs no line for it: only the shipped samples carry `sample: true`.
    sample: z.boolean({ error: 'must be true or false' }).optional().meta({
      title: 'Sample story',
      description:
        'On for the stories the site ships with: the launch check refuses them. Off (or absent) for a real customer.',
      shared: true,
    }),
    name: text({ title: 'Customer’s name', description: 'The card’s title.', shared: true }),
    color: z
      .string({ error: 'must be a colour such as #0b6e4f' })
      .regex(/^#[\da-f]{6}$/i, { error: 'must be a colour such as #0b6e4f' })
      .meta({ title: 'Card colour', description: 'A colour such as #0b6e4f.', shared: true }),
    link: link({ title: 'Link to the published story', shared: true }),
    pictures: z
      .strictObject({
        main: storyPicture('Main picture', STORY_IMAGE_SIZE.main),
        sub1: storyPicture('Small picture 1', STORY_IMAGE_SIZE.sub),
        sub2: storyPicture('Small picture 2', STORY_IMAGE_SIZE.sub),
        sub3: storyPicture('Small picture 3', STORY_IMAGE_SIZE.sub),
        sub4: storyPicture('Small picture 4', STORY_IMAGE_SIZE.sub),
      })
      .meta({ title: 'Pictures', description: 'The card’s large picture and its four small ones.' }),
  })
  .meta({ title: 'Story' });

export const storiesSchema = z.strictObject({
  items: exactly(3, story, {
    title: 'Stories',
    description: 'The section shows exactly three stories, in this order.',
  }),
});

/**
 * The smallest file each picture slot takes (the slot's key in `pictures`): the card draws it at
 * that size (src/content/images.ts), and a smaller file would be blown up and blur.
 */
export const STORY_PICTURE_MINIMUM = {
  main: STORY_IMAGE_SIZE.main,
  sub1: STORY_IMAGE_SIZE.sub,
  sub2: STORY_IMAGE_SIZE.sub,
  sub3: STORY_IMAGE_SIZE.sub,
  sub4: STORY_IMAGE_SIZE.sub,
} as const;

export type StoriesSource = z.output<typeof storiesSchema>;
export type StorySource = StoriesSource['items'][number];
