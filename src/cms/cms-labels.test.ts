import { describe, expect, it } from 'vitest';
import { CONTENT_FILES } from '../content/schema/content-files.ts';
import { generateCmsConfig } from './cms-config.ts';
import type { CmsField } from './cms-fields.ts';

/**
 * The editor's labels are for the marketing team (content-file-spec.ts: "in plain language"). A
 * key in capitals (INVALID_SUMMARY_ONE) is the specification's name for the words, not a label:
 * "Invalid summary one" tells a marketer neither what the words are nor where they appear.
 */

/** Letters and digits only, lower case: "Invalid summary one" and INVALID_SUMMARY_ONE agree. */
const bare = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const SPEC_KEY = /^[A-Z][A-Z\d]*(?:_[A-Z\d]+)*$/;

/** Whether a label only repeats its field's key in capitals, whatever its case and spacing. */
const isHumanisedKey = (name: string, label: string) => SPEC_KEY.test(name) && bare(label) === bare(name);

interface Labelled {
  readonly where: string;
  readonly name: string;
  readonly label: string;
}

function labelsOf(fields: readonly CmsField[], where: string): Labelled[] {
  return fields.flatMap((field) => {
    const path = `${where}.${field.name}`;
    const below = [...(field.fields ?? []), ...(field.field ? [field.field] : [])];
    return [{ where: path, name: field.name, label: field.label }, ...labelsOf(below, path)];
  });
}

const config = generateCmsConfig(CONTENT_FILES, {
  repo: 'acme/site',
  branch: 'main',
  siteUrl: 'https://www.example.com',
});
const collections = config['collections'] as { files: { file: string; fields: CmsField[] }[] }[];
const labels = collections.flatMap((collection) =>
  collection.files.flatMap((file) => labelsOf(file.fields, file.file)),
);

describe("the editor's labels", () => {
  it('tells a key repeated as a label from a label in plain language', () => {
    expect(isHumanisedKey('INVALID_SUMMARY_ONE', 'Invalid summary one')).toBe(true);
    expect(isHumanisedKey('VAT', 'Vat')).toBe(true);
    expect(isHumanisedKey('CONTACT_MODAL', 'Contact modal')).toBe(true);
    expect(isHumanisedKey('INVALID_SUMMARY_ONE', 'Error summary, one problem')).toBe(false);
    // Keys the content files name themselves (title, stepTitle) are not the specification's.
    expect(isHumanisedKey('title', 'Title')).toBe(false);
  });

  it('reads every field of every editable file, the interface words included', () => {
    expect(labels.some((entry) => entry.where === 'content/ui/interface.yaml.COMPONENTS.CONTACT_MODAL')).toBe(
      true,
    );
    expect(labels.length).toBeGreaterThan(150);
  });

  it('never label a field in capitals with its key: they say what the words are and where they appear', () => {
    const humanised = labels
      .filter((entry) => isHumanisedKey(entry.name, entry.label))
      .map((entry) => `${entry.where}: "${entry.label}"`);
    expect(humanised).toEqual([]);
  });
});
