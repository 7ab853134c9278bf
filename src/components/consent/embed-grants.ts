import { atom } from 'nanostores';
import { COOKIE_POLICY_VERSION } from '../../config/policy-versions.ts';
import { hasConsent } from './consent-store.ts';

/**
 * Consent scoped to one embed (docs/decisions/092-one-click-loads-one-embed.md).
 * A button that says what it loads and from whom ("Load the privacy policy here
 * from policies.example.net", "Play the video — loads the player from Vimeo")
 * is an informed choice for that item: pressing it loads that item, and only it.
 * It is not the general "third-party media" category, which only the banner and
 * the preferences grant.
 */

/** One embed: a policy page, a video or a provider form, e.g. `video:123456`. */
export type EmbedKey = `policy:${string}` | `video:${string}` | `form:${string}`;

/** The record of a scoped grant: what, when and under which policy, like the general choice. */
export interface EmbedGrant {
  readonly embed: EmbedKey;
  /** ISO time of the click. */
  readonly decidedAt: string;
  /** Version of the cookie policy the click was made under. */
  readonly policyVersion: string;
}

/**
 * The grants of this page view. Kept in memory, not in the consent cookie: a
 * grant covers the item the visitor loaded on this page and ends with it, and a
 * cookie record would read as a general choice (it would end the banner and
 * decide analytics the visitor was not asked about).
 */
export const $embedGrants = atom<readonly EmbedGrant[]>([]);

export function hasEmbedGrant(embed: EmbedKey): boolean {
  return $embedGrants.get().some((grant) => grant.embed === embed);
}

/** True when this embed may load: the general media choice, or a click on its own button. */
export function mayLoadEmbed(embed: EmbedKey, media: boolean = hasConsent('media')): boolean {
  return media || hasEmbedGrant(embed);
}

/**
 * Records the informed click on an embed's own button. With the general media
 * choice already made there is nothing to record: that choice is the proof.
 */
export function grantEmbed(embed: EmbedKey, now: Date = new Date()): void {
  if (hasConsent('media') || hasEmbedGrant(embed)) return;
  $embedGrants.set([
    ...$embedGrants.get(),
    { embed, decidedAt: now.toISOString(), policyVersion: COOKIE_POLICY_VERSION },
  ]);
}

/**
 * Forgets every scoped grant and returns them. A saved choice that refuses
 * media ends them (consent-actions.ts), so nothing loads again without a new click.
 */
export function clearEmbedGrants(): readonly EmbedGrant[] {
  const cleared = $embedGrants.get();
  if (cleared.length > 0) $embedGrants.set([]);
  return cleared;
}

/**
 * True when a grant's embed may still be running on the page. Policy pages and
 * forms live in modal dialogs, gone by the time the banner or the preferences
 * can be used; a video player stays where it was played.
 */
export function outlivesItsDialog(grant: EmbedGrant): boolean {
  return grant.embed.startsWith('video:');
}
