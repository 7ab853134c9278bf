import { z } from 'zod';
import type { ContentFileSpec } from '../../../src/content/schema/content-file-spec.ts';

/**
 * Small content files in the shape the real ones have (a bilingual page, a file of shared values,
 * one kept out of the editor): they pin every widget the editor's generator writes, including
 * those the real schemas (src/content/schema/content-files.ts) do not use yet.
 */
const headline = z.string().trim().min(1).max(120).meta({
  title: 'Headline',
  description: 'The large title at the top of the page.',
});

const pageSchema = z.strictObject({
  hero: z
    .strictObject({
      title: headline,
      lead: z.string().min(1).meta({ title: 'Introduction', multiline: true }),
      image: z.string().meta({ title: 'Picture', image: true, shared: true }),
    })
    .meta({ title: 'Top of the page' }),
  points: z
    .array(
      z.strictObject({
        label: z.string().min(1).meta({ title: 'Point' }),
        link: z.url().meta({ title: 'Link', description: 'Where the point leads.', shared: true }),
      }),
    )
    .length(3)
    .meta({ title: 'Three points', description: 'The page shows exactly three.' }),
  keywords: z
    .array(z.string().meta({ title: 'Keyword' }))
    .min(1)
    .max(5)
    .meta({ title: 'Keywords' }),
  note: z.string().optional().meta({ title: 'Footnote' }),
});

const sharedSchema = z.strictObject({
  accent: z.enum(['green', 'blue']).meta({ title: 'Accent colour' }),
  storyCount: z.number().int().min(1).max(6).meta({ title: 'Stories shown' }),
  showVideo: z.boolean().meta({ title: 'Show the video' }),
  ratio: z.number().meta({ title: 'Picture ratio' }),
});

export const TEST_CONTENT_FILES: readonly ContentFileSpec[] = [
  {
    id: 'sustainability',
    path: 'content/pages/sustainability.yaml',
    label: 'Sustainability page',
    hint: 'The page for sustainability teams.',
    bilingual: true,
    schema: pageSchema,
    editable: true,
  },
  {
    id: 'look',
    path: 'content/look.yaml',
    label: 'Look of the site',
    hint: 'Values with no language.',
    bilingual: false,
    schema: sharedSchema,
    editable: true,
  },
  {
    id: 'terms',
    path: 'content/terms.yaml',
    label: 'Terms',
    hint: 'A contract: changed through review only.',
    bilingual: true,
    schema: z.strictObject({ version: z.string().meta({ title: 'Version' }) }),
    editable: false,
  },
];
