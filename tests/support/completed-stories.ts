import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { REPOSITORY_ROOT } from '../../src/content/load/site-content.ts';
import type { StoriesSource, StorySource } from '../../src/content/schema/stories.ts';

/**
 * Completed success stories, as a company would write them: real customers (no `sample: true`),
 * none matching a sample marker of scripts/lib/sample-data.ts. Their pictures are files the
 * repository already ships (big enough for their slots), since the build serves public/ as it is.
 */
export function completedStories(): Record<'it' | 'en', StoriesSource> {
  const story = (name: string, slug: string, color: string, main: string, it: boolean): StorySource => {
    const alt = (italian: string, english: string) => (it ? italian : english);
    return {
      name,
      color,
      link: `https://www.acme-stories.it/clienti/${slug}`,
      pictures: {
        main: {
          src: `/images/hero/${main}.svg`,
          alt: alt(`La copertina di ${name}`, `The cover of the ${name} story`),
        },
        sub1: { src: '/images/reasons/brand.svg', alt: alt(`Il marchio di ${name}`, `The ${name} brand`) },
        sub2: { src: '/images/reasons/scale.svg', alt: alt(`Un prodotto di ${name}`, `A ${name} product`) },
        sub3: { src: '/images/reasons/support.svg', alt: alt(`La squadra di ${name}`, `The ${name} team`) },
        sub4: { src: '/images/reasons/workspace.svg', alt: alt(`La sede di ${name}`, `The ${name} offices`) },
      },
    };
  };
  const stories = (it: boolean): StoriesSource => ({
    items: [
      story('Vetrerie Nord', 'vetrerie-nord', '#0b6e4f', 'home', it),
      story('Oleificio Sole', 'oleificio-sole', '#1d4ed8', 'companies', it),
      story('Studio Arca', 'studio-arca', '#b4235a', 'sustainability', it),
    ],
  });
  return { it: stories(true), en: stories(false) };
}

/**
 * A copy of the repository's content files with the stories completed, for SITE_CONTENT_DIR
 * (the way SITE_SETTINGS_FILE takes a completed settings file). Returns the folder.
 */
export function completedContentDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(REPOSITORY_ROOT, 'content'), join(root, 'content'), { recursive: true });
  writeFileSync(join(root, 'content/shared/stories.yaml'), stringify(completedStories()));
  return root;
}
