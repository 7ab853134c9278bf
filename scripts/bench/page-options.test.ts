import { describe, expect, it } from 'vitest';
import { BENCH_PAGES, parsePageOptions } from './page-options.ts';

describe('parsePageOptions', () => {
  it('measures every page, three rounds, against both floors by default', () => {
    const options = parsePageOptions([]);
    expect(options.pages).toEqual(BENCH_PAGES);
    expect(options.rounds).toBe(3);
    expect([options.blank, options.scriptless]).toEqual([true, true]);
    expect([options.against, options.breakdown, options.write]).toEqual([undefined, false, false]);
  });

  it('picks pages by path ("/" is both homepages), path and language, or language, in the benchmark’s order', () => {
    const labels = (pages: string) => parsePageOptions(['--pages', pages]).pages.map((page) => page.label);
    expect(labels('/en/terms-and-conditions,/')).toEqual([
      '/ (homepage, it)',
      '/ (homepage, en)',
      '/en/terms-and-conditions',
    ]);
    expect(labels('/@en')).toEqual(['/ (homepage, en)']);
    expect(labels('/it/')).toEqual([
      '/ (homepage, it)',
      '/it/sostenibilita',
      '/it/aziende-medio-grandi',
      '/it/termini-e-condizioni',
    ]);
  });

  it('reads the rounds, the floors, a commit to compare with, the breakdown and the write', () => {
    const options = parsePageOptions([
      ...['--rounds', '2', '--no-blank', '--against', 'HEAD~3', '--breakdown', '--write'],
    ]);
    expect(options.rounds).toBe(2);
    expect([options.blank, options.scriptless]).toEqual([false, true]);
    expect([options.against, options.breakdown, options.write]).toEqual(['HEAD~3', true, true]);
    expect(parsePageOptions(['--no-scriptless']).scriptless).toBe(false);
  });

  it('refuses what it does not know rather than measure something else', () => {
    expect(() => parsePageOptions(['--pages', '/it/nowhere,/'])).toThrow(/unknown pages: \/it\/nowhere\n/);
    expect(() => parsePageOptions(['--rounds', '0'])).toThrow(/--rounds/);
    expect(() => parsePageOptions(['--rounds', 'two'])).toThrow(/--rounds/);
    expect(() => parsePageOptions(['--no-floors'])).toThrow(/--no-floors/);
    expect(() => parsePageOptions(['--round', '2'])).toThrow(/--round/);
  });
});
