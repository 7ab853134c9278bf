import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentCopy, type ContentCopy } from '../../../tests/support/content-copy.ts';

/**
 * The lines a marketer reads when a story is wrong (decision 107): each test breaks one thing in a
 * copy of content/shared/stories.yaml and pins the exact lines the build prints.
 */

let copy: ContentCopy;
const STORIES = 'content/shared/stories.yaml';

beforeEach(() => {
  copy = contentCopy();
});
afterEach(() => {
  copy.remove();
});

/** Sets one value in both languages (or the ones given) of the copy's stories. */
function set(path: readonly (string | number)[], value: unknown, locales = ['it', 'en']): void {
  copy.edit(STORIES, (document) => {
    for (const locale of locales) document.setIn([locale, ...path], value);
  });
}

const problems = () => copy.problems();

describe('content/shared/stories.yaml', () => {
  it('names a story picture’s alt text missing in one language', () => {
    copy.edit(STORIES, (document) => document.deleteIn(['en', 'items', 1, 'pictures', 'sub3', 'alt']));
    expect(problems()).toEqual([`${STORIES}: en.items[2].pictures.sub3.alt is required`]);
  });

  it('refuses a picture hosted elsewhere: pictures are files of the site', () => {
    set(['items', 2, 'pictures', 'sub2', 'src'], 'https://media.acme-stories.it/arca/prodotto.jpg');
    const line = 'must be a picture under /images/, such as /images/hero/home.svg';
    expect(problems()).toEqual([
      `${STORIES}: it.items[3].pictures.sub2.src ${line}`,
      `${STORIES}: en.items[3].pictures.sub2.src ${line}`,
    ]);
  });

  it('refuses a main picture smaller than the card draws it, though big enough for a small slot', () => {
    set(['items', 0, 'pictures', 'main', 'src'], '/images/stories/alpina-1.svg');
    const line =
      'names /images/stories/alpina-1.svg, which is 240 × 240 px: pictures must be at least 640 × 400 px';
    expect(problems()).toEqual([
      `${STORIES}: it.items[1].pictures.main.src ${line}`,
      `${STORIES}: en.items[1].pictures.main.src ${line}`,
    ]);
  });

  it('asks for the same name in both languages', () => {
    set(['items', 0, 'name'], 'Alpina Energy', ['en']);
    expect(problems()).toEqual([
      `${STORIES}: en.items[1].name must be the same as in it ("Alpina Energia"): it is shared by both languages`,
    ]);
  });

  it('takes `sample` as true or false only', () => {
    set(['items', 0, 'sample'], 'yes');
    expect(problems()).toEqual([
      `${STORIES}: it.items[1].sample must be true or false`,
      `${STORIES}: en.items[1].sample must be true or false`,
    ]);
  });

  it('asks for exactly three stories, as the section shows', () => {
    copy.edit(STORIES, (document) => {
      for (const locale of ['it', 'en']) document.deleteIn([locale, 'items', 2]);
    });
    expect(problems()).toEqual([
      `${STORIES}: it.items must have exactly 3 items`,
      `${STORIES}: en.items must have exactly 3 items`,
    ]);
  });
});
