import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_CONTENT_FILES } from '../../tests/support/cms/test-content-files.ts';
import { generateCmsConfig } from './cms-config.ts';
import type { CmsField } from './cms-fields.ts';

const OPTIONS = { repo: 'acme/site', branch: 'main', siteUrl: 'https://www.example.com' };

interface Collection {
  name: string;
  description: string;
  i18n?: boolean;
  files: { name: string; file: string; format: string; i18n?: boolean; fields: CmsField[] }[];
}

const generated = generateCmsConfig(TEST_CONTENT_FILES, OPTIONS);
const collections = generated['collections'] as Collection[];
const fileOf = (id: string) => collections.find((collection) => collection.name === id)?.files[0];
const field = (fields: readonly CmsField[] | undefined, name: string) =>
  fields?.find((candidate) => candidate.name === name);

describe('generateCmsConfig', () => {
  it("logs in through this site's relay and publishes through pull requests", () => {
    expect(generated['backend']).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
      base_url: 'https://www.example.com',
      auth_endpoint: 'cms/auth',
      auth_methods: ['oauth'],
      auth_scope: 'repo',
    });
    expect(generated['publish_mode']).toBe('editorial_workflow');
  });

  it('edits Italian and English in one file, Italian first, pictures under public/images', () => {
    expect(generated['i18n']).toEqual({
      structure: 'single_file',
      locales: ['it', 'en'],
      default_locale: 'it',
    });
    expect(generated['media_folder']).toBe('public/images');
    expect(generated['public_folder']).toBe('/images');
  });

  it('leaves out the files that are not editable, and describes each file with its hint', () => {
    expect(collections.map((collection) => collection.name)).toEqual(['sustainability', 'look']);
    expect(collections[0]?.description).toBe('The page for sustainability teams.');
    // Sveltia translates a file only when its collection says i18n too.
    expect(collections.map((collection) => collection.i18n)).toEqual([true, undefined]);
    expect(fileOf('sustainability')).toMatchObject({
      file: 'content/pages/sustainability.yaml',
      format: 'yaml',
      i18n: true,
    });
    expect(fileOf('look')?.i18n).toBeUndefined();
  });

  it('labels, hints and translates every field; shared values are edited once', () => {
    const hero = field(fileOf('sustainability')?.fields, 'hero');
    expect(hero).toMatchObject({ widget: 'object', label: 'Top of the page', i18n: true });
    expect(field(hero?.fields, 'title')).toEqual({
      name: 'title',
      label: 'Headline',
      hint: 'The large title at the top of the page.',
      widget: 'string',
      minlength: 1,
      maxlength: 120,
      i18n: true,
    });
    expect(field(hero?.fields, 'lead')).toMatchObject({ widget: 'text', i18n: true });
    expect(field(hero?.fields, 'image')).toEqual({
      name: 'image',
      label: 'Picture',
      widget: 'image',
      choose_url: false,
      i18n: 'duplicate',
    });
  });

  it('gives lists the lengths the pages need', () => {
    const fields = fileOf('sustainability')?.fields;
    const points = field(fields, 'points');
    expect(points).toMatchObject({ widget: 'list', min: 3, max: 3, hint: 'The page shows exactly three.' });
    expect(field(points?.fields, 'link')?.i18n).toBe('duplicate');
    expect(field(fields, 'keywords')).toMatchObject({
      widget: 'list',
      min: 1,
      max: 5,
      field: { name: 'item', label: 'Keyword', widget: 'string' },
    });
  });

  it('marks optional fields, and only those, as not required', () => {
    const fields = fileOf('sustainability')?.fields ?? [];
    expect(field(fields, 'note')?.required).toBe(false);
    expect(fields.filter((candidate) => candidate.required === false).map((f) => f.name)).toEqual(['note']);
  });

  it('writes no translation keys in a file without languages; numbers, choices and switches', () => {
    const fields = fileOf('look')?.fields ?? [];
    expect(fields.every((candidate) => candidate.i18n === undefined)).toBe(true);
    expect(field(fields, 'accent')).toMatchObject({ widget: 'select', options: ['green', 'blue'] });
    expect(field(fields, 'storyCount')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 6,
    });
    expect(field(fields, 'ratio')).toEqual({
      name: 'ratio',
      label: 'Picture ratio',
      widget: 'number',
      value_type: 'float',
    });
    expect(field(fields, 'showVideo')?.widget).toBe('boolean');
  });

  it('refuses a field without a title, naming the file and the field', () => {
    const [page] = TEST_CONTENT_FILES;
    if (!page) throw new Error('fixture missing');
    const untitled = {
      ...page,
      schema: z.strictObject({ hero: z.strictObject({ title: z.string() }).meta({ title: 'Top' }) }),
    };
    expect(() => generateCmsConfig([untitled], OPTIONS)).toThrow(
      'content/pages/sustainability.yaml.hero.title: needs .meta({ title })',
    );
  });

  it('refuses a schema the editor has no widget for, and an id used twice', () => {
    const [page] = TEST_CONTENT_FILES;
    if (!page) throw new Error('fixture missing');
    const union = {
      ...page,
      schema: z.strictObject({ x: z.union([z.string(), z.number()]).meta({ title: 'X' }) }),
    };
    expect(() => generateCmsConfig([union], OPTIONS)).toThrow(
      'content/pages/sustainability.yaml.x: no editor widget',
    );
    expect(() => generateCmsConfig([page, page], OPTIONS)).toThrow('the id sustainability is used twice');
  });
});
