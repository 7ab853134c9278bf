import type { ContentFileSpec } from './content-file-spec.ts';
import { interfaceSchema } from './interface.ts';
import { homePageSchema, landingSectionsSchema } from './page.ts';
import { sharedSectionsSchema, siteWideSchema } from './shared.ts';
import { STORY_PICTURE_MINIMUM, storiesSchema } from './stories.ts';
import { termsSchema } from './terms.ts';

/**
 * Every content file of the site (decision 107): the build reads each one, the editor at /admin
 * edits those marked editable. The ids key the checked content (src/content/load/site-content.ts).
 */
export const CONTENT_FILES = [
  {
    id: 'home',
    path: 'content/pages/home.yaml',
    label: 'Homepage',
    hint: 'The homepage’s full-screen view, its sections and its head tags.',
    bilingual: true,
    schema: homePageSchema,
    editable: true,
  },
  {
    id: 'sustainability',
    path: 'content/pages/sustainability.yaml',
    label: 'Sustainability page',
    hint: 'The page for sustainability teams (/it/sostenibilita, /en/sustainability).',
    bilingual: true,
    schema: landingSectionsSchema,
    editable: true,
  },
  {
    id: 'companies',
    path: 'content/pages/medium-big-companies.yaml',
    label: 'Companies page',
    hint: 'The page for medium and large companies (/it/aziende-medio-grandi, /en/medium-big-companies).',
    bilingual: true,
    schema: landingSectionsSchema,
    editable: true,
  },
  {
    id: 'sections',
    path: 'content/shared/sections.yaml',
    label: 'Sections on every page',
    hint: 'Media elements, the success stories’ heading and the help section, shown on every page.',
    bilingual: true,
    schema: sharedSectionsSchema,
    editable: true,
  },
  {
    id: 'stories',
    path: 'content/shared/stories.yaml',
    label: 'Success stories',
    hint: 'The three customers the success stories show: name, colour, link, pictures and what they show.',
    bilingual: true,
    schema: storiesSchema,
    editable: true,
    pictureMinimum: STORY_PICTURE_MINIMUM,
  },
  {
    id: 'site',
    path: 'content/shared/site.yaml',
    label: 'Site-wide words',
    hint: 'The videos’ titles and posters, the sharing picture, the terms page’s head.',
    bilingual: true,
    schema: siteWideSchema,
    editable: true,
  },
  {
    id: 'interface',
    path: 'content/ui/interface.yaml',
    label: 'Interface words',
    hint: 'Buttons, the contact form’s messages, dialogs, the cookie banner and the menu.',
    bilingual: true,
    schema: interfaceSchema,
    editable: true,
  },
  {
    id: 'terms',
    path: 'content/legal/terms.yaml',
    label: 'Terms and conditions',
    hint: 'The contract’s clauses: changed only after legal review, with a new version line (decision 108).',
    bilingual: true,
    schema: termsSchema,
    // A contract, not copy: kept out of the editor, changed by pull request (decision 108).
    editable: false,
    // The Italian text prevails (20.4), and the English must say the same before it is published.
    contract: true,
  },
] as const satisfies readonly ContentFileSpec[];

export type ContentFileId = (typeof CONTENT_FILES)[number]['id'];
