// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outsideReferences } from './outside-references.ts';
import { CODE, DOCUMENTS, read } from './repository-texts.ts';

/** `file: line: reference` for every outside reference in the files (code included, not only comments). */
function referencesIn(files: readonly string[]): string[] {
  return files.flatMap((file) => outsideReferences(read(file)).map((found) => `${file}:${found}`));
}

// The examples are joined from parts so that this file does not cite what it forbids.
const ISSUE = ['issue', '26'].join(' ');
const SPEC = ['spec', '§'].join(' ');

describe('references to the issue tracker and the spec', () => {
  it('appear nowhere in README.md or docs/', () => {
    expect(referencesIn(DOCUMENTS)).toEqual([]);
  });

  it('appear nowhere in the code, its comments or its test titles', () => {
    expect(referencesIn(CODE)).toEqual([]);
  });
});

describe('outsideReferences', () => {
  it('finds an issue number in any case, with or without #, and the spec sign', () => {
    const text = [
      `Asked for by ${ISSUE} (${SPEC}7).`,
      `${ISSUE.toUpperCase()}; ${['Issues', '25 and 26'].join(' ')}; ${['issue', '#6'].join(' ')}`,
      ['Spec', '§2–§5'].join(' '),
    ].join('\n');
    expect(outsideReferences(text)).toEqual([
      `1: ${ISSUE}`,
      `1: ${SPEC}`,
      `2: ${ISSUE.toUpperCase()}`,
      `2: ${['Issues', '25'].join(' ')}`,
      `2: ${['issue', '#6'].join(' ')}`,
      `3: ${['Spec', '§'].join(' ')}`,
    ]);
  });

  it('finds the file names of the spec and the design notes', () => {
    const text = `As ${['DESIGN', 'md'].join('.')} says, and ${['spec', 'md'].join('.')} too.`;
    expect(outsideReferences(text)).toEqual([
      `1: ${['DESIGN', 'md'].join('.')}`,
      `1: ${['spec', 'md'].join('.')}`,
    ]);
  });

  it('leaves requirement and decision numbers, and words that only contain the terms', () => {
    const text = 'R12.3, decision 089, the issue of timing, tissues 4, specs, owner/name#26, §7 alone';
    expect(outsideReferences(text)).toEqual([]);
  });
});
