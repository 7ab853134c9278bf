// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from './consent-actions.ts';
import { COOKIE_POLICY_VERSION, CONSENT_COOKIE, readConsentRecord } from './consent-record.ts';
import { $consent, hasConsent } from './consent-store.ts';
import { $embedGrants, grantEmbed, hasEmbedGrant, mayLoadEmbed } from './embed-grants.ts';

const now = new Date('2027-05-01T09:30:00.000Z');
const privacy = 'policy:https://policies.example.net/en/privacy-policy' as const;
const cookies = 'policy:https://policies.example.net/en/cookie-policy' as const;

afterEach(() => {
  $consent.set(undefined);
  $embedGrants.set([]);
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('a scoped grant (one informed click on one embed)', () => {
  it('loads that item only, with its date and policy version as proof', () => {
    grantEmbed(privacy, now);
    expect(mayLoadEmbed(privacy)).toBe(true);
    expect(mayLoadEmbed(cookies)).toBe(false);
    expect(mayLoadEmbed('video:123')).toBe(false);
    expect($embedGrants.get()).toEqual([
      { embed: privacy, decidedAt: now.toISOString(), policyVersion: COOKIE_POLICY_VERSION },
    ]);
  });

  it('does not grant media elsewhere, nor write a choice: the banner still asks', () => {
    grantEmbed('video:123', now);
    expect(hasConsent('media')).toBe(false);
    expect($consent.get()).toBeUndefined();
    expect(readConsentRecord(document.cookie, now)).toBeUndefined();
  });

  it('is recorded once per item', () => {
    grantEmbed(privacy, now);
    grantEmbed(privacy, new Date(now.getTime() + 1000));
    expect($embedGrants.get()).toHaveLength(1);
    expect($embedGrants.get()[0]?.decidedAt).toBe(now.toISOString());
  });

  it('the general choice still loads every item, and then a click records nothing more', () => {
    saveConsent({ analytics: false, media: true }, now, vi.fn());
    expect(mayLoadEmbed(privacy)).toBe(true);
    expect(mayLoadEmbed('form:demo')).toBe(true);
    grantEmbed(privacy, now);
    expect($embedGrants.get()).toEqual([]);
  });

  it('is kept when the visitor then allows or refuses only analytics with media on', () => {
    grantEmbed(privacy, now);
    saveConsent({ analytics: true, media: true }, now, vi.fn());
    expect(hasEmbedGrant(privacy)).toBe(true);
  });

  it('ends when a saved choice refuses media; a played video then reloads the page (decision 042)', () => {
    const reload = vi.fn();
    grantEmbed(privacy, now);
    saveConsent({ analytics: false, media: false }, now, reload);
    expect(mayLoadEmbed(privacy)).toBe(false);
    // The policy frame lived in its dialog, gone by now: nothing to tear down.
    expect(reload).not.toHaveBeenCalled();

    grantEmbed('video:123', now);
    saveConsent({ analytics: false, media: false }, now, reload);
    expect(mayLoadEmbed('video:123')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
