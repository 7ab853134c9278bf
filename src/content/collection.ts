import { getCollection } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';
import { assembleContent } from './assemble.ts';
import { fromEntries, type ContentEntry } from './load/collection-entries.ts';
import type { SiteContent } from './types.ts';

/**
 * The pages' copy read through the `content` collection (decision 107): what the .astro pages
 * render. Code outside Astro (React components under test, scripts) reads the same checked files
 * through `contentFor` in index.ts.
 */
export async function collectionContent(locale: Locale): Promise<SiteContent> {
  const entries = await getCollection('content');
  return assembleContent(fromEntries(entries.map((entry) => entry.data as unknown as ContentEntry)), locale);
}
