/**
 * The stored consent record: a first-party technical cookie holding the
 * categories, the ISO date of the choice and the cookie-policy version.
 * The Garante's 2021 guidelines let a site ask again after 6 months, or
 * earlier when the processing changes; we do exactly that.
 */
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { COOKIE_POLICY_VERSION } from '../../config/policy-versions.ts';

/**
 * Version of the cookie policy the choices are made under (src/config/policy-versions.ts).
 * Bump it whenever the categories, the providers or the purposes change: every visitor is asked again.
 */
export { COOKIE_POLICY_VERSION };

/** The cookie categories a visitor chooses; essential cookies need no choice. */
export type ConsentCategory = 'analytics' | 'media';

export interface ConsentChoice {
  readonly analytics: boolean;
  readonly media: boolean;
  /** ISO time of the choice. */
  readonly decidedAt: string;
  /** Version of the cookie policy the choice was made under. */
  readonly policyVersion: string;
}

export const CONSENT_COOKIE = 'consent';

/** A choice is valid for this many calendar months. */
export const CONSENT_VALIDITY_MONTHS = 6;

/** Cookie lifetime: the longest 6 calendar months (184 days); the date check below is exact. */
export const CONSENT_COOKIE_MAX_AGE = 184 * 24 * 60 * 60;

/**
 * What zod's `z.iso.datetime()` accepts: UTC, with seconds and any fraction, on a real calendar
 * day. The inline head script (head-script.inline.ts) runs this module too.
 */
function isIsoUtcDateTime(text: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

/**
 * The cookie's shape, checked by hand: this runs on every first load, where the
 * schema library would add ~8 KB of JavaScript for four fields (decision 086).
 */
function isRecord(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['analytics'] === 'boolean' &&
    typeof record['media'] === 'boolean' &&
    typeof record['policyVersion'] === 'string' &&
    typeof record['decidedAt'] === 'string' &&
    isIsoUtcDateTime(record['decidedAt'])
  );
}

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
  if (!isRecord(json)) return undefined;
  const { analytics, media, decidedAt, policyVersion } = json;
  if (policyVersion !== COOKIE_POLICY_VERSION) return undefined;
  const decided = new Date(decidedAt);
  if (decided.getTime() > now.getTime() || consentExpiry(decided).getTime() <= now.getTime()) {
    return undefined;
  }
  // Only the four fields: a cookie written by hand may carry others.
  return { analytics, media, decidedAt, policyVersion };
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
