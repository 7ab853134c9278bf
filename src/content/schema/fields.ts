import * as z from 'zod';
import type { ContentFieldMeta } from './content-file-spec.ts';

/**
 * The building blocks of the content schemas. Every field a marketer edits is made here with its
 * label and hint (ContentFieldMeta), so the build's messages and the editor at /admin describe a
 * field in the same words.
 */

/** A line or paragraph of copy: never empty, never only spaces. */
export const text = (meta: ContentFieldMeta) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .min(1, 'must not be empty')
    .meta({ ...meta });

/** A path under public/images/, as the pages reference it (the file is checked to exist). */
export const IMAGE_PATH = /^\/images\/[\w/.-]+\.(?:svg|png|jpe?g|webp|avif)$/;

export const imagePath = (meta: Omit<ContentFieldMeta, 'image' | 'shared'>, shared = true) =>
  z
    .string({ error: 'must be a picture path' })
    .regex(IMAGE_PATH, 'must be a picture under /images/, such as /images/hero/home.svg')
    .meta({ ...meta, image: true, shared });

/** A picture and the words that say what it shows, for people who cannot see it. */
export const picture = (title: string, description?: string) =>
  z
    .strictObject({
      src: imagePath({ title: 'Picture file', description: 'The same file in both languages.' }),
      alt: text({
        title: 'What the picture shows',
        description:
          'Read aloud to people who cannot see it: say what matters in the picture, in one sentence.',
      }),
    })
    .meta({ title, ...(description === undefined ? {} : { description }) });

/** A section's heading group: the small step line, the title and the line under it. */
export const heading = (title: string) =>
  z
    .strictObject({
      stepTitle: text({
        title: 'Step line',
        description: 'The small line above the title, e.g. “03 · The elements”.',
      }),
      title: text({ title: 'Title' }),
      subtitle: text({ title: 'Subtitle', multiline: true }),
    })
    .meta({ title });

/** A list with exactly the number of items the page's layout is drawn for. */
export const exactly = <T extends z.ZodType>(count: number, item: T, meta: ContentFieldMeta) =>
  z
    .array(item)
    .length(count, `must have exactly ${String(count)} items`)
    .meta({ ...meta });

/**
 * Whether an address may stand in a content link (decision 133): `https:`, `mailto:`, `tel:`, or
 * a path of this site (`/it/…`). Never `javascript:` or `data:`, which would run or show what
 * the value says; nor `//host`, `/\host` (another host to a browser) or plain `http:`.
 */
export function isContentLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // The URL parser strips tabs, newlines and leading spaces ("java\tscript:"): the text must be
  // what the browser follows, with nothing before the scheme.
  if (/[\s\p{Cc}]/u.test(value)) return false;
  if (url.protocol === 'https:') return url.hostname !== '' && url.username === '' && url.password === '';
  return url.protocol === 'mailto:' || url.protocol === 'tel:';
}

export const LINK_RULE = 'must be an https: address, a mailto: or tel: address, or a path of this site such as /it/';

/** A link a visitor follows: refused unless isContentLink() accepts it, naming the field. */
export const link = (meta: ContentFieldMeta) =>
  z
    .string({ error: LINK_RULE })
    .refine(isContentLink, { error: LINK_RULE })
    .meta({ ...meta, link: true });
