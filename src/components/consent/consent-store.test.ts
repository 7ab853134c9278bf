import { afterEach, describe, expect, it } from 'vitest';
import { $consent, hasConsent } from './consent-store.ts';

const granted = { analytics: false, media: true, decidedAt: '2027-01-01T00:00:00.000Z', policyVersion: 'x' };

afterEach(() => {
  $consent.set(undefined);
});

describe('hasConsent', () => {
  it('is true only for a category the stored choice grants', () => {
    expect(hasConsent('media')).toBe(false);
    $consent.set(granted);
    expect(hasConsent('media')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });
});
