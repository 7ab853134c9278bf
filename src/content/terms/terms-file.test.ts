import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentCopy, type ContentCopy } from '../../../tests/support/content-copy.ts';
import { CONTENT_FILES } from '../schema/content-files.ts';

/**
 * content/legal/terms.yaml is checked like every content file (decision 113): each test breaks one
 * thing in a copy and pins the line the build prints, so a legal edit that would show a raw
 * placeholder or a clause in one language only stops the build.
 */
const TERMS = 'content/legal/terms.yaml';
let copy: ContentCopy;

beforeEach(() => {
  copy = contentCopy();
});
afterEach(() => {
  copy.remove();
});

describe('the terms file', () => {
  it('is checked but kept out of the editor', () => {
    expect(CONTENT_FILES.find((file) => file.path === TERMS)).toMatchObject({ editable: false });
    expect(copy.problems()).toEqual([]);
  });

  it('names a placeholder the build cannot fill', () => {
    copy.edit(TERMS, (document) => {
      document.setIn(['en', 'preamble', 0], 'Between {supplier} and {customer}.');
      document.setIn(['it', 'preamble', 0], 'Tra {supplier} e {customer}.');
    });
    const only = '{product}, {supplier}, {registeredOffice}, {vatNumber}, {supportEmail}, {legalEmail}';
    expect(copy.problems()).toEqual([
      `${TERMS}: it.preamble[1] may only use the placeholders ${only}`,
      `${TERMS}: en.preamble[1] may only use the placeholders ${only}`,
    ]);
  });

  it('names a paragraph present in one language only', () => {
    copy.edit(TERMS, (document) => {
      document.deleteIn(['en', 'clauses', 2, 'paragraphs', 2]);
    });
    expect(copy.problems()).toEqual([
      `${TERMS}: en.clauses[3].paragraphs must have as many items as in it (3), not 2`,
    ]);
  });

  it('names lettered items present in one language only', () => {
    copy.edit(TERMS, (document) => {
      document.deleteIn(['it', 'clauses', 0, 'paragraphs', 0, 'items']);
    });
    expect(copy.problems()).toEqual([`${TERMS}: en.clauses[1].paragraphs[1].items must be left out, as in it`]);
  });

  it('names a clause numbered differently in the two languages', () => {
    copy.edit(TERMS, (document) => {
      document.setIn(['en', 'clauses', 1, 'number'], '3');
    });
    expect(copy.problems()).toEqual([
      `${TERMS}: en.clauses[2].number must be the same as in it ("2"): it is shared by both languages`,
    ]);
  });
});
