import { CONTENT } from '../content/index.ts';
import { TERMS } from '../content/terms/index.ts';
import { DICTIONARIES } from './dictionaries/index.ts';
import { assertParity } from './parity.ts';

/** Every per-language table of the site, checked key by key. */
export function assertLanguageParity(): void {
  assertParity('UI dictionaries', DICTIONARIES);
  assertParity('Page content', CONTENT);
  assertParity('Terms and conditions', TERMS);
}
