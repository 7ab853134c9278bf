import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TERMS } from './index.ts';

/**
 * The terms are a contract (decision 108): their text may change only with their version line. Each
 * version line maps to the hash of the text it names; changing a word without a new version line
 * fails here. A new version: change the version line, then add its hash below (the failure prints it).
 */
const TEXT_OF_VERSION: Readonly<Record<string, string>> = {
  'Versione 1.0 del 21 novembre 2026': 'ebc121efde55518e0e81e7ff7e80a847506c97fea12ffeaa2fdf6185d5e02d49',
  'Version 1.0, 21 November 2026': 'fc0f147efd612bb2542515269c5245c6b3b954dbbb65f44c6dd98c9faa4f4b8d',
};

describe.each(Object.values(TERMS))('the $version terms', (terms) => {
  it('keep the text their version line names', () => {
    const { version, ...text } = terms;
    const hash = createHash('sha256').update(JSON.stringify(text)).digest('hex');
    expect({ version, hash }).toEqual({ version, hash: TEXT_OF_VERSION[version] });
  });
});
