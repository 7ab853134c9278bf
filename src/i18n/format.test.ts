import { describe, expect, it } from 'vitest';
import { format } from './format.ts';

describe('format', () => {
  it('fills named placeholders', () => {
    expect(format('{current} di {total}', { current: 2, total: 4 })).toBe('2 di 4');
  });

  it('leaves unknown placeholders visible', () => {
    expect(format('Hello {name}', {})).toBe('Hello {name}');
  });
});
