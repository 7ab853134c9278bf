// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { isWithdrawal, saveConsent } from './consent-actions.ts';
import { COOKIE_POLICY_VERSION, CONSENT_COOKIE, readConsentRecord } from './consent-record.ts';
import { $consent } from './consent-store.ts';
import { loadTrackingScript, TRACKING_SCRIPT_ID } from './tracking-script.ts';

const now = new Date('2027-05-01T09:30:00.000Z');

afterEach(() => {
  $consent.set(undefined);
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = 'hubspotutk=; Max-Age=0; Path=/';
  document.getElementById(TRACKING_SCRIPT_ID)?.remove();
});

describe('saving a choice', () => {
  it('dates it, stamps the policy version, stores it in the cookie and the store', () => {
    const reload = vi.fn();
    saveConsent({ analytics: false, media: true }, now, reload);
    const expected = {
      analytics: false,
      media: true,
      decidedAt: now.toISOString(),
      policyVersion: COOKIE_POLICY_VERSION,
    };
    expect($consent.get()).toEqual(expected);
    expect(readConsentRecord(document.cookie, now)).toEqual(expected);
    expect(reload).not.toHaveBeenCalled();
  });

  it('withdrawing a category removes the tracker and its cookies, then reloads the page', () => {
    const reload = vi.fn();
    saveConsent({ analytics: true, media: true }, now, reload);
    loadTrackingScript(document, 'https://tracker.invalid/1.js');
    document.cookie = 'hubspotutk=abc; Path=/';

    saveConsent({ analytics: false, media: true }, now, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
    expect(readCookie(document.cookie, 'hubspotutk')).toBeUndefined();
    expect($consent.get()?.analytics).toBe(false);
  });

  it.each([
    [undefined, { analytics: false, media: false }, false],
    [{ analytics: false, media: false }, { analytics: true, media: true }, false],
    [{ analytics: true, media: false }, { analytics: true, media: true }, false],
    [{ analytics: true, media: false }, { analytics: false, media: false }, true],
    [{ analytics: false, media: true }, { analytics: false, media: false }, true],
  ])('from %j to %j is a withdrawal: %s', (previous, next, expected) => {
    const before = previous && {
      ...previous,
      decidedAt: now.toISOString(),
      policyVersion: COOKIE_POLICY_VERSION,
    };
    expect(isWithdrawal(before, next)).toBe(expected);
  });
});
