import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, SUITE_ARGS } from '../e2e/support/chromium.ts';

/** The feature names in the installed Playwright's own `disabledFeatures` list. */
function playwrightsDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (list === undefined)
    throw new Error('Playwright no longer names its disabled features where this test looks');
  const code = list.split('\n').filter((line) => !line.trim().startsWith('//'));
  return code.flatMap((line) => [...line.matchAll(/"(\w+)"/g)].map((match) => match[1] ?? ''));
}

describe('the browser suite’s Chromium flags', () => {
  it('keep every feature Playwright turns off, since Chromium reads only the last --disable-features', () => {
    const theirs = playwrightsDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('name --disable-features once', () => {
    expect(SUITE_ARGS.filter((arg) => arg.startsWith('--disable-features'))).toHaveLength(1);
  });
});
