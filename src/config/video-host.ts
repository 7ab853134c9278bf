import { VIDEO_HOST } from './third-parties.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * The media host's player address for one video: it starts playing at once
 * (the visitor has just clicked play), shows subtitles in the page's language,
 * and asks the host not to track the visitor.
 */
export function playerUrl(id: string, locale: Locale): string {
  const url = new URL(encodeURIComponent(id), VIDEO_HOST.player);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('dnt', '1');
  url.searchParams.set('texttrack', locale);
  return url.href;
}

/** The video's own page on the host, the fallback when the player cannot load. */
export function watchUrl(id: string): string {
  return new URL(encodeURIComponent(id), VIDEO_HOST.watch).href;
}
