import { atom } from 'nanostores';
import { readConsentRecord } from './consent-record.ts';

/**
 * The visitor's cookie-consent choice, shared by every island. The consent
 * banner (footer/consent work) owns persistence and UI; embeds (video facades,
 * form popups, the tracking script) only ask through this module.
 */
export type ConsentCategory = 'analytics' | 'media';

export interface ConsentChoice {
  readonly analytics: boolean;
  readonly media: boolean;
  /** ISO time of the choice. */
  readonly decidedAt: string;
  /** Version of the cookie policy the choice was made under. */
  readonly policyVersion: string;
}

/**
 * undefined: no valid choice yet (first visit, expired, or policy changed).
 * In the browser it starts from the stored record, so an embed that asks before
 * the consent island has hydrated already sees the visitor's real choice.
 */
export const $consent = atom<ConsentChoice | undefined>(
  typeof document === 'undefined' ? undefined : readConsentRecord(document.cookie, new Date()),
);

export interface ConsentRequest {
  readonly category: ConsentCategory;
  /** Settles the request: true when the category is now granted. */
  readonly settle: (granted: boolean) => void;
}

/** An embed waiting for consent in place; the consent UI renders the question. */
export const $consentRequest = atom<ConsentRequest | undefined>(undefined);

export function hasConsent(category: ConsentCategory): boolean {
  return $consent.get()?.[category] === true;
}

/**
 * Resolves true at once when the category is granted; otherwise publishes a
 * request the consent UI answers, and resolves with the visitor's answer.
 * A grant made any other way while the request waits answers it too: a
 * banner "Accept all" clicked before the consent island ran is applied only
 * when it mounts (decision 049), and must not be asked again.
 * An embed must never load when this resolves false.
 */
export function requestConsent(category: ConsentCategory): Promise<boolean> {
  if (hasConsent(category)) return Promise.resolve(true);
  $consentRequest.get()?.settle(false);
  return new Promise((resolve) => {
    let settled = false;
    const request: ConsentRequest = {
      category,
      settle: (granted) => {
        if (settled) return;
        settled = true;
        stopWatching();
        if ($consentRequest.get() === request) $consentRequest.set(undefined);
        resolve(granted);
      },
    };
    const stopWatching = $consent.listen((choice) => {
      if (choice?.[category] === true) request.settle(true);
    });
    $consentRequest.set(request);
  });
}
