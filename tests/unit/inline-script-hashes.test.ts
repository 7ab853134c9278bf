import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScriptHashesOf } from '../support/inline-script-hashes.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly, and skips external scripts and data blocks', () => {
    const html =
      '<script>(()=>{a()})();</script><script type="module">import "x";</script>' +
      '<script src="/_astro/a.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<SCRIPT type=text/javascript>\nb()\n</SCRIPT >';
    expect(inlineScriptHashes(html)).toEqual([hash('(()=>{a()})();'), hash('import "x";'), hash('\nb()\n')]);
  });

  it('merges the hashes of every page, each once', () => {
    expect(inlineScriptHashesOf(['<script>a</script>', '<script>a</script><script>b</script>'])).toEqual(
      [hash('a'), hash('b')].sort(),
    );
  });
});
