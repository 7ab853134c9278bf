import { describe, expect, it } from 'vitest';
import type { TermsClause } from '../../content/terms/types.ts';
import { clauseLength } from './clause-length.ts';

describe('clauseLength', () => {
  it('counts each paragraph with its number, each list item, and 40 for each of them', () => {
    const clause = {
      number: '9',
      title: 'Not counted: the title is in the fixed part of the estimate',
      paragraphs: [
        { number: '9.1', text: 'abc' },
        { number: '9.2', text: 'de', items: ['f', 'gh'] },
      ],
    } as unknown as TermsClause;
    // "9.1 abc" 7 + 40, "9.2 de" 6 + 40, "f" 1 + 40, "gh" 2 + 40
    expect(clauseLength(clause)).toBe(176);
  });
});
