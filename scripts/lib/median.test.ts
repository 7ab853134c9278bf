import { describe, expect, it } from 'vitest';
import { median, replaceSection } from './median.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.9, 1.4, 1.1, 1.0])).toBeCloseTo(1.05);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('replaceSection', () => {
  it('appends a marked section to a file that lacks it', () => {
    expect(replaceSection('', 'bench:pages', 'table')).toBe(
      '# Benchmarks\n\n<!-- bench:pages:start -->\ntable\n<!-- bench:pages:end -->\n',
    );
  });

  it('replaces only its own section and keeps the rest', () => {
    const before =
      '# Benchmarks\n\nserver numbers\n\n<!-- bench:pages:start -->\nold\n<!-- bench:pages:end -->\n\nmore\n';
    expect(replaceSection(before, 'bench:pages', 'new')).toBe(
      '# Benchmarks\n\nserver numbers\n\n<!-- bench:pages:start -->\nnew\n<!-- bench:pages:end -->\n\nmore\n',
    );
  });
});
