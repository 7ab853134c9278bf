import { CONTENT } from './index.ts';
import { TERMS } from './terms/index.ts';
import { DICTIONARIES } from './dictionaries.ts';
import { assertParity } from '../i18n/parity.ts';

/** Every per-language table of the site, checked key by key. */
export function assertLanguageParity(): void {
  assertParity('UI dictionaries', DICTIONARIES);
  assertParity('Page content', CONTENT);
  assertParity('Terms and conditions', TERMS);
}
