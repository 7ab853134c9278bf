import { SITE, type CustomerKey, type VideoKey } from '../config/site.ts';
import { watchUrl } from '../lib/embeds/video-host.ts';
import { IMAGES, image } from './images.ts';
import type { MediaItem, SuccessStory } from './types.ts';

/**
 * Builders that join per-language text to the language-independent facts of
 * site.ts (video ids, customers' names, colours and links) and images.ts.
 */
export function video(key: VideoKey, title: string): MediaItem & { readonly type: 'video' } {
  const { id } = SITE.videos[key];
  return { type: 'video', id, link: watchUrl(id), title };
}

/** Alt texts of a story's main image and its four sub-images, in order. */
export type StoryAlts = readonly [main: string, sub1: string, sub2: string, sub3: string, sub4: string];

export function successStory(key: CustomerKey, alts: StoryAlts): SuccessStory {
  const customer = SITE.customers[key];
  const files = IMAGES.stories[key];
  return {
    link: customer.link,
    label: customer.name,
    color: customer.color,
    // The main image's file is a launch value (site-settings.json); its size is the layout's.
    mainImage: image({ ...files.main, src: customer.image }, alts[0]),
    subImage1: image(files.sub1, alts[1]),
    subImage2: image(files.sub2, alts[2]),
    subImage3: image(files.sub3, alts[3]),
    subImage4: image(files.sub4, alts[4]),
  };
}
