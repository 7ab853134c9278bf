import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './dictionaries.ts';

// Both languages have every key by construction: each passed the one interface schema, and the
// content check compares their lists and placeholders (load/parity.ts, decision 147).
describe('language parity', () => {
  it('the spec keys exist in both dictionaries', () => {
    for (const dictionary of Object.values(DICTIONARIES)) {
      expect(dictionary.COMPONENTS.CONTACT_MODAL.TITLE).toMatch(/\S/);
      expect(dictionary.COMPONENTS.CONTACT_MODAL.SUCCESS).toMatch(/\S/);
      expect(dictionary.COMPONENTS.CONTACT_MODAL.ERROR).toMatch(/\S/);
      expect(dictionary.BUTTON.SUBMIT).toMatch(/\S/);
      expect(dictionary.VALIDATORS.REQUIRED).toMatch(/\S/);
    }
  });
});
