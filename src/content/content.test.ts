import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site.ts';
import { LOCALES, pathFor } from '../i18n/locales.ts';
import { compareShapes, leafPaths } from '../../tests/support/content-shape.ts';
import { STORY_IMAGE_SIZE } from './images.ts';
import { CONTENT } from './index.ts';
import { storiesFor } from './stories.ts';
import type { ImageRef, SiteContent } from './types.ts';

const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

/** Every ImageRef anywhere in a content tree, with where it was found. */
function images(value: unknown, path = ''): Array<{ path: string; image: ImageRef }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => images(item, `${path}[${String(i)}]`));
  if (value === null || typeof value !== 'object') return [];
  if ('src' in value && 'alt' in value) return [{ path, image: value as ImageRef }];
  return Object.entries(value).flatMap(([key, child]) => images(child, path ? `${path}.${key}` : key));
}

function valueAt(root: unknown, path: string): unknown {
  return path
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}

describe.each(LOCALES)('%s content', (locale) => {
  const content: SiteContent = CONTENT[locale];

  // Search results cut a title past about 60 characters and a description past about 160.
  it('keeps every page title within 60 characters and every description within 160', () => {
    const { home, sustainability, companies } = content.pages;
    const metas = { home: home.meta, sustainability: sustainability.meta, companies: companies.meta };
    for (const [page, meta] of Object.entries({ ...metas, terms: content.termsPage.meta })) {
      expect(meta.title.length, `${page}: ${meta.title}`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${page}: ${meta.description}`).toBeLessThanOrEqual(160);
    }
  });

  it('has six media elements, three success stories and four reasons on every page', () => {
    expect(content.mediaElements.items).toHaveLength(6);
    expect(content.successStories.items).toHaveLength(3);
    for (const page of ['home', 'sustainability', 'companies'] as const) {
      expect(content.pages[page].reasons.items).toHaveLength(4);
    }
  });

  it('names the six media elements of the spec', () => {
    const titles = content.mediaElements.items.map((item) => item.title.toLowerCase());
    expect(titles.join(' | ')).toMatch(/virtuale?/);
    expect(titles).toContain('canvas');
    expect(titles.join(' | ')).toMatch(/video player|lettore video/);
    expect(titles).toContain('3d');
    expect(titles.join(' | ')).toMatch(/web/);
    expect(titles.join(' | ')).toMatch(/editoriale?/);
  });

  it('gives every image a file in public/ with the same intrinsic size and an alt text', () => {
    const found = images(content);
    expect(found.length).toBeGreaterThan(30);
    for (const { path, image } of found) {
      if (image.src.endsWith('.png')) {
        // A PNG states its size in its IHDR chunk, right after the signature.
        const png = readFileSync(publicFile(image.src));
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([image.width, image.height]);
      } else {
        const svg = readFileSync(publicFile(image.src), 'utf8');
        const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
        expect(root, `${path} width`).toContain(`width="${String(image.width)}"`);
        expect(root, `${path} height`).toContain(`height="${String(image.height)}"`);
      }
      expect(image.alt.trim().length, `${path} alt`).toBeGreaterThan(3);
    }
  });

  it('describes the sharing image as drawn: its alt text quotes the tagline it shows', () => {
    const { alt, tagline } = content.shareImage;
    expect(alt).toContain(tagline.join(' '));
    expect(content.shareImage.src).toBe(`/images/share-${locale}.png`);
  });

  it('takes the success stories, pictures and alt texts included, from their content file', () => {
    const customers = storiesFor(locale);
    content.successStories.items.forEach((story, index) => {
      const customer = customers[index];
      expect(story.label).toBe(customer?.name);
      expect(story.link).toBe(customer?.link);
      expect(story.color).toBe(customer?.color);
      const pictures = [story.mainImage, story.subImage1, story.subImage2, story.subImage3, story.subImage4];
      const slots = ['main', 'sub1', 'sub2', 'sub3', 'sub4'] as const;
      pictures.forEach((picture, slot) => {
        const image = customer?.pictures[slots[slot] ?? 'main'];
        expect(picture.src).toBe(image?.src);
        expect(picture.alt).toBe(image?.alt);
        // The card's slot sizes, whatever the file: every <img> declares a width and a height.
        expect(picture).toMatchObject(slot === 0 ? STORY_IMAGE_SIZE.main : STORY_IMAGE_SIZE.sub);
      });
    });
  });

  it('links the homepage to the two audience pages in the same language', () => {
    expect(content.pages.home.audiences.items.map((item) => item.link)).toEqual([
      pathFor('sustainability', locale),
      pathFor('companies', locale),
    ]);
  });
});

describe('Italian and English content', () => {
  it('have exactly the same shape', () => {
    expect(compareShapes(CONTENT.it, CONTENT.en)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it('are written for each language: no copy left untranslated', () => {
    // Names, addresses and technical values may legitimately be the same.
    const sameInBoth = new Set(['Canvas', '3D', SITE.company.legalName]);
    const identical = leafPaths(CONTENT.it).filter((path) => {
      const it = valueAt(CONTENT.it, path);
      const en = valueAt(CONTENT.en, path);
      if (typeof it !== 'string' || it !== en) return false;
      const technical =
        /^(?:\/|https?:|#|\d+$|left$|right$|video$)/.test(it) || /\.(?:src|width|height)$/.test(path);
      return !technical && !sameInBoth.has(it) && !storiesFor('it').some((story) => story.name === it);
    });
    expect(identical).toEqual([]);
  });
});
