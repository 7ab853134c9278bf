import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { allPageRefs } from '../../src/i18n/locales.ts';
import { HTML_VALIDATE_CONFIG } from './html-validate-rules.ts';

/**
 * Every page of the production build is valid HTML (html-validate's recommended rules, loosened
 * only where html-validate-rules.ts says why). Runs over `dist/`: `npm run build` first.
 */
const DIST = 'dist';
const pages = existsSync(DIST)
  ? readdirSync(DIST, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .sort()
  : [];
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

describe('the built pages', () => {
  it('are all there: one HTML file per page and language (and the editor at /admin)', () => {
    expect(pages.filter((file) => !file.startsWith('admin/'))).toHaveLength(allPageRefs().length);
  });

  it.each(pages)('%s has no HTML error', async (file) => {
    const report = await validator.validateString(readFileSync(join(DIST, file), 'utf8'), file);
    const errors = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId} at ${message.selector ?? '?'}: ${message.message}`),
    );
    expect(errors).toEqual([]);
  });
});
