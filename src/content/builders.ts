import { CUSTOMERS, type CustomerKey } from '../config/customers.ts';
import { SITE, type VideoKey } from '../config/site.ts';
import type { Locale } from '../i18n/locales.ts';
import { watchUrl } from '../config/video-host.ts';
import { STORY_IMAGE_SIZE } from './images.ts';
import type { ImageRef, MediaItem, SuccessStory } from './types.ts';

/**
 * Builders that join per-language text to the language-independent facts of
 * site.ts (video ids) and to the customers of site-settings.json.
 */
export function video(key: VideoKey, title: string): MediaItem & { readonly type: 'video' } {
  const { id } = SITE.videos[key];
  return { type: 'video', id, link: watchUrl(id), title };
}

/**
 * A success story, all customer data (pictures and their alt texts included) from site-settings.json:
 * the content files keep only the section's own words.
 */
export function successStory(key: CustomerKey, locale: Locale): SuccessStory {
  const { title, color, link, images } = CUSTOMERS[key];
  const picture = (slot: keyof typeof images, size: { width: number; height: number }): ImageRef => ({
    src: images[slot].src,
    ...size,
    alt: images[slot].alt[locale],
  });
  return {
    link,
    label: title,
    color,
    mainImage: picture('main', STORY_IMAGE_SIZE.main),
    subImage1: picture('sub1', STORY_IMAGE_SIZE.sub),
    subImage2: picture('sub2', STORY_IMAGE_SIZE.sub),
    subImage3: picture('sub3', STORY_IMAGE_SIZE.sub),
    subImage4: picture('sub4', STORY_IMAGE_SIZE.sub),
  };
}
