import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { repositoryContent } from '../load/site-content.ts';

/**
 * The terms are a contract (decisions 108 and 113): the text of content/legal/terms.yaml may change
 * only with its version line. Each version line maps to the hash of the text it names, as written in
 * the file (placeholders unfilled, so the launch settings do not move it); changing a word without a
 * new version line fails here. A new version: change the version line, then add its hash below (the
 * failure prints it).
 */
const TEXT_OF_VERSION: Readonly<Record<string, string>> = {
  'Versione 1.0 del 21 novembre 2026': '75e64db4a6aef9e0bca32ed216751d132e5455df266eda121c3674ee6f716ae4',
  'Version 1.0, 21 November 2026': 'dc239aeac89917c602df632467a8a5a81ee74c1919305f5059ce00c6454d560d',
};

const terms = LOCALES.map((locale) => repositoryContent().files.terms[locale]);

describe.each(terms)('the $version terms', (source) => {
  it('keep the text their version line names', () => {
    const { version, ...text } = source;
    const hash = createHash('sha256').update(JSON.stringify(text)).digest('hex');
    expect({ version, hash }).toEqual({ version, hash: TEXT_OF_VERSION[version] });
  });
});
