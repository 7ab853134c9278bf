import * as z from 'zod/mini';
import { readCookie, serializeCookie } from '../cookies.ts';
import type { ConsentChoice } from './consent-store.ts';

/**
 * The stored consent record: a first-party technical cookie holding the
 * categories, the ISO date of the choice and the cookie-policy version.
 * The Garante's 2021 guidelines let a site ask again after 6 months, or
 * earlier when the processing changes; we do exactly that.
 */

/**
 * Version of the cookie policy the choices are made under (src/config/policy-versions.ts).
 * Bump it whenever the categories, the providers or the purposes change: every visitor is asked again.
 */
import { COOKIE_POLICY_VERSION } from '../../config/policy-versions.ts';

export { COOKIE_POLICY_VERSION };

export const CONSENT_COOKIE = 'consent';

/** A choice is valid for this many calendar months. */
export const CONSENT_VALIDITY_MONTHS = 6;

/** Cookie lifetime: the longest 6 calendar months (184 days); the date check below is exact. */
export const CONSENT_COOKIE_MAX_AGE = 184 * 24 * 60 * 60;

const recordSchema = z.object({
  analytics: z.boolean(),
  media: z.boolean(),
  decidedAt: z.iso.datetime(),
  policyVersion: z.string(),
});

/** The moment a choice made at `decidedAt` stops being valid. */
export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt.getTime());
  expiry.setMonth(expiry.getMonth() + CONSENT_VALIDITY_MONTHS);
  return expiry;
}

/**
 * The valid choice in a cookie string, or undefined when there is none, it is
 * unreadable, older than 6 months, dated in the future, or made under another
 * policy version.
 */
export function readConsentRecord(cookieHeader: string, now: Date): ConsentChoice | undefined {
  const raw = readCookie(cookieHeader, CONSENT_COOKIE);
  if (raw === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const record = parsed.data;
  if (record.policyVersion !== COOKIE_POLICY_VERSION) return undefined;
  const decidedAt = new Date(record.decidedAt);
  if (decidedAt.getTime() > now.getTime() || consentExpiry(decidedAt).getTime() <= now.getTime()) {
    return undefined;
  }
  return record;
}

/** The `document.cookie` assignment that stores a choice. */
export function consentCookieString(choice: ConsentChoice, secure: boolean): string {
  const value = JSON.stringify({
    analytics: choice.analytics,
    media: choice.media,
    decidedAt: choice.decidedAt,
    policyVersion: choice.policyVersion,
  });
  return serializeCookie(CONSENT_COOKIE, value, {
    maxAgeSeconds: CONSENT_COOKIE_MAX_AGE,
    sameSite: 'Lax',
    secure,
  });
}
