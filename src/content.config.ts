import { defineCollection } from 'astro:content';
import { contentEntries } from './content/load/collection-entries.ts';

/**
 * The `content` collection: one entry per content file of content/ (decision 107). Its loader is
 * the same read-and-check as every other reader of the copy, so `astro sync` (in `npm run
 * typecheck`) and `astro build` stop on a bad file — and an expected file that is missing is an
 * error, never an empty collection.
 */
export const collections = {
  content: defineCollection({ loader: () => contentEntries() }),
};
