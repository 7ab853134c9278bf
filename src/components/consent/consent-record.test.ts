import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  COOKIE_POLICY_VERSION,
  consentCookieString,
  consentExpiry,
  readConsentRecord,
} from './consent-record.ts';

const decidedAt = '2027-03-10T12:00:00.000Z';
const choice = { analytics: true, media: false, decidedAt, policyVersion: COOKIE_POLICY_VERSION };

/** The Cookie header a browser would send back after the assignment. */
function cookieHeaderFrom(assignment: string): string {
  return `lang=it; ${assignment.split(';')[0] ?? ''}; XSRF-TOKEN=abc`;
}

describe('the consent record cookie', () => {
  it('round-trips a choice with its date and policy version', () => {
    const header = cookieHeaderFrom(consentCookieString(choice, false));
    expect(readConsentRecord(header, new Date('2027-04-01T00:00:00Z'))).toEqual(choice);
  });

  it('is a first-party, site-wide, SameSite=Lax cookie that lives about 6 months', () => {
    const assignment = consentCookieString(choice, true);
    expect(assignment).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(assignment).toContain('Path=/');
    expect(assignment).toContain('SameSite=Lax');
    expect(assignment).toContain('Secure');
    expect(assignment).toContain(`Max-Age=${String(184 * 24 * 3600)}`);
    expect(consentCookieString(choice, false)).not.toContain('Secure');
  });

  it('is valid until 6 calendar months have passed, and no longer', () => {
    const header = cookieHeaderFrom(consentCookieString(choice, false));
    expect(readConsentRecord(header, new Date('2027-09-10T11:59:59.999Z'))).toEqual(choice);
    expect(readConsentRecord(header, new Date('2027-09-10T12:00:00.000Z'))).toBeUndefined();
  });

  it('never expires before 6 months, even from the end of a long month', () => {
    const expiry = consentExpiry(new Date(2027, 7, 31, 10, 0));
    expect(expiry.getTime()).toBeGreaterThanOrEqual(new Date(2028, 1, 29, 10, 0).getTime());
  });

  it('is ignored when made under another policy version', () => {
    const old = { ...choice, policyVersion: 'earlier' };
    expect(readConsentRecord(cookieHeaderFrom(consentCookieString(old, false)), new Date(decidedAt))).toBe(
      undefined,
    );
  });

  it('is ignored when dated in the future (a clock set back cannot stretch it)', () => {
    const header = cookieHeaderFrom(consentCookieString(choice, false));
    expect(readConsentRecord(header, new Date('2027-03-01T00:00:00Z'))).toBeUndefined();
  });

  it.each([
    ['absent', 'lang=it'],
    ['not JSON', `${CONSENT_COOKIE}=yes`],
    [
      'missing a category',
      `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...choice, media: undefined }))}`,
    ],
    [
      'a category not boolean',
      `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...choice, analytics: 'true' }))}`,
    ],
    [
      'a date that is not ISO',
      `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...choice, decidedAt: 'today' }))}`,
    ],
  ])('means "no choice" when %s', (_case, header) => {
    expect(readConsentRecord(header, new Date('2027-04-01T00:00:00Z'))).toBeUndefined();
  });
});
