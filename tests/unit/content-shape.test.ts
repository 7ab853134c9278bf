import { describe, expect, it } from 'vitest';
import { compareShapes, leafPaths } from '../support/content-shape.ts';

describe('language parity', () => {
  it('lists nested leaf paths, indexing arrays', () => {
    expect(leafPaths({ A: { B: 'x', C: ['y', { D: 'z' }] } })).toEqual(['A.B', 'A.C[0]', 'A.C[1].D']);
  });

  it('names a key missing in one language and an item present in one language only', () => {
    expect(compareShapes({ A: { B: 'x', C: 'y' } }, { A: { B: 'x' } })).toEqual({
      onlyInFirst: ['A.C'],
      onlyInSecond: [],
    });
    expect(compareShapes({ cards: [{ t: 'a' }] }, { cards: [{ t: 'a' }, { t: 'b' }] })).toEqual({
      onlyInFirst: [],
      onlyInSecond: ['cards[1].t'],
    });
  });
});
