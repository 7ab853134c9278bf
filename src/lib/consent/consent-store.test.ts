import { afterEach, describe, expect, it } from 'vitest';
import { $consent, $consentRequest, hasConsent, requestConsent } from './consent-store.ts';

const granted = { analytics: false, media: true, decidedAt: '2027-01-01T00:00:00.000Z', policyVersion: 'x' };

afterEach(() => {
  $consent.set(undefined);
  $consentRequest.set(undefined);
});

describe('asking for consent', () => {
  it('resolves at once when the category is already granted, asking nothing', async () => {
    $consent.set(granted);
    expect(hasConsent('media')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    await expect(requestConsent('media')).resolves.toBe(true);
    expect($consentRequest.get()).toBeUndefined();
  });

  it('publishes a request the consent UI settles with the visitor’s answer', async () => {
    const answer = requestConsent('media');
    const request = $consentRequest.get();
    expect(request?.category).toBe('media');
    request?.settle(true);
    await expect(answer).resolves.toBe(true);
    expect($consentRequest.get()).toBeUndefined();
  });

  it('declines a pending request when another embed asks', async () => {
    const first = requestConsent('media');
    const second = requestConsent('analytics');
    await expect(first).resolves.toBe(false);
    expect($consentRequest.get()?.category).toBe('analytics');
    $consentRequest.get()?.settle(false);
    await expect(second).resolves.toBe(false);
  });

  it('is answered by a grant made elsewhere meanwhile, such as a banner click applied late', async () => {
    const answer = requestConsent('media');
    $consent.set({ ...granted, media: false });
    expect($consentRequest.get()?.category).toBe('media');
    $consent.set(granted);
    await expect(answer).resolves.toBe(true);
    expect($consentRequest.get()).toBeUndefined();
  });

  it('settles once: a later answer neither changes it nor clears the next request', async () => {
    const first = requestConsent('media');
    const firstRequest = $consentRequest.get();
    firstRequest?.settle(false);
    const second = requestConsent('media');
    firstRequest?.settle(true);
    await expect(first).resolves.toBe(false);
    expect($consentRequest.get()?.category).toBe('media');
    $consent.set(granted);
    await expect(second).resolves.toBe(true);
  });
});
