import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The editor at /admin is for the site's own people (decision 109): no public page links to it
 * and the sitemap does not list it. Runs over `dist/`: `npm run build` first.
 */
const DIST = 'dist';
const files = existsSync(DIST)
  ? readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        (file.endsWith('.html') || file.endsWith('.xml') || file.endsWith('.txt')) &&
        !file.startsWith('admin/'),
    )
  : [];

describe('the public build', () => {
  it('has pages to look at', () => {
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(0);
  });

  it.each(files)('%s names no /admin address', (file) => {
    expect(readFileSync(join(DIST, file), 'utf8')).not.toMatch(/["'/]admin\b/);
  });
});
