import { SITE, type VideoKey } from '../config/site.ts';
import { watchUrl } from '../config/video-host.ts';
import { STORY_IMAGE_SIZE } from './images.ts';
import type { StorySource } from './schema/stories.ts';
import type { ImageRef, MediaItem, SuccessStory } from './types.ts';

/**
 * Builders that join per-language text to the language-independent facts of
 * site.ts (video ids), and a story of content/shared/stories.yaml to the card's layout.
 */
export function video(key: VideoKey, title: string): MediaItem & { readonly type: 'video' } {
  const { id } = SITE.videos[key];
  return { type: 'video', id, link: watchUrl(id), title };
}

/**
 * A success story's card: its pictures declare the card's slot sizes, not their files' (the card
 * crops each to its slot), and the `sample` mark stays with the launch gate.
 */
export function successStory({ name, color, link, pictures }: StorySource): SuccessStory {
  const picture = (slot: keyof typeof pictures, size: { width: number; height: number }): ImageRef => ({
    src: pictures[slot].src,
    ...size,
    alt: pictures[slot].alt,
  });
  return {
    link,
    label: name,
    color,
    mainImage: picture('main', STORY_IMAGE_SIZE.main),
    subImage1: picture('sub1', STORY_IMAGE_SIZE.sub),
    subImage2: picture('sub2', STORY_IMAGE_SIZE.sub),
    subImage3: picture('sub3', STORY_IMAGE_SIZE.sub),
    subImage4: picture('sub4', STORY_IMAGE_SIZE.sub),
  };
}
