import { describe, expect, it } from 'vitest';
import { islandStyleInHead } from './island-styles.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('islandStyleInHead', () => {
  it('moves the islands’ style from the body to the end of the head, once', () => {
    const page = `<html><head><title>t</title></head><body><p>a</p>${STYLE}<script>x</script><astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><p>a</p><script>x</script><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in its head, as it is', () => {
    const plain = '<html><head></head><body><style>p{color:red}</style></body></html>';
    expect(islandStyleInHead(plain)).toBe(plain);
    const moved = `<html><head>${STYLE}</head><body></body></html>`;
    expect(islandStyleInHead(moved)).toBe(moved);
  });
});
