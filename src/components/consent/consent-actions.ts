import { COOKIE_POLICY_VERSION, consentCookieString, type ConsentChoice } from './consent-record.ts';
import { $consent } from './consent-store.ts';
import { clearEmbedGrants, outlivesItsDialog } from './embed-grants.ts';
import { removeTracking } from './tracking-script.ts';

/**
 * Every way a visitor decides: the banner, the preferences dialog and the
 * in-place question all end here, so the record, the cookie and the store
 * always agree.
 */
export type ConsentCategories = Pick<ConsentChoice, 'analytics' | 'media'>;

/** True when a category granted before is refused now. */
export function isWithdrawal(previous: ConsentChoice | undefined, next: ConsentCategories): boolean {
  return (previous?.analytics === true && !next.analytics) || (previous?.media === true && !next.media);
}

/**
 * Stores a choice (dated now, under the current policy version). Withdrawing a
 * category removes what it loaded: tracking cookies are deleted, then the page
 * reloads, because a running third-party script or player cannot be unloaded
 * in place (docs/decisions/042-consent-withdrawal-reloads.md). Refusing media
 * also ends the one-item grants of this page (decision 092); a video played
 * through one is a running player too.
 */
export function saveConsent(
  categories: ConsentCategories,
  now: Date = new Date(),
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  const previous = $consent.get();
  const choice: ConsentChoice = {
    analytics: categories.analytics,
    media: categories.media,
    decidedAt: now.toISOString(),
    policyVersion: COOKIE_POLICY_VERSION,
  };
  document.cookie = consentCookieString(choice, window.location.protocol === 'https:');
  $consent.set(choice);
  const endedPlayers = choice.media ? [] : clearEmbedGrants().filter(outlivesItsDialog);
  if (isWithdrawal(previous, choice) || endedPlayers.length > 0) {
    removeTracking();
    reload();
  }
}

export function acceptAll(): void {
  saveConsent({ analytics: true, media: true });
}

/** Also what the banner's X does: only technical cookies, and the choice is remembered. */
export function rejectAll(): void {
  saveConsent({ analytics: false, media: false });
}
