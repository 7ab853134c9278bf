import { describe, expect, it } from 'vitest';
import { CONTENT } from '../content/index.ts';
import { assertLanguageParity } from '../content/build-parity.ts';
import { DICTIONARIES } from '../content/dictionaries.ts';
import { assertParity, compareShapes, leafPaths } from './parity.ts';

describe('language parity', () => {
  it('the shipped dictionaries and content have exactly the same keys', () => {
    expect(() => {
      assertLanguageParity();
    }).not.toThrow();
    expect(compareShapes(DICTIONARIES.it, DICTIONARIES.en)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    expect(compareShapes(CONTENT.it, CONTENT.en)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  it('lists nested leaf paths, indexing arrays', () => {
    expect(leafPaths({ A: { B: 'x', C: ['y', { D: 'z' }] } })).toEqual(['A.B', 'A.C[0]', 'A.C[1].D']);
  });

  it('fails naming a key missing in one language', () => {
    expect(() => {
      assertParity('UI dictionaries', { it: { A: { B: 'x', C: 'y' } }, en: { A: { B: 'x' } } });
    }).toThrow(/A\.C is in it but not in en/);
  });

  it('fails naming an extra key and a content item present in one language only', () => {
    expect(() => {
      assertParity('Page content', { it: { cards: [{ t: 'a' }] }, en: { cards: [{ t: 'a' }, { t: 'b' }] } });
    }).toThrow(/cards\[1\]\.t is in en but not in it/);
  });

  it('the spec keys exist in both dictionaries', () => {
    for (const dictionary of Object.values(DICTIONARIES)) {
      expect(dictionary.COMPONENTS.CONTACT_MODAL.TITLE).toMatch(/\S/);
      expect(dictionary.COMPONENTS.CONTACT_MODAL.SUCCESS).toMatch(/\S/);
      expect(dictionary.COMPONENTS.CONTACT_MODAL.ERROR).toMatch(/\S/);
      expect(dictionary.BUTTON.SUBMIT).toMatch(/\S/);
      expect(dictionary.VALIDATORS.REQUIRED).toMatch(/\S/);
    }
  });
});
