import { atom } from 'nanostores';
import { readConsentRecord, type ConsentCategory, type ConsentChoice } from './consent-record.ts';

/*
 * The visitor's cookie-consent choice, shared by every island. The consent
 * banner owns persistence and UI; embeds (video facades, form popups, the
 * tracking script) only ask through this module.
 */

/**
 * undefined: no valid choice yet (first visit, expired, or policy changed).
 * In the browser it starts from the stored record, so an embed that asks before
 * the consent island has hydrated already sees the visitor's real choice.
 */
export const $consent = atom<ConsentChoice | undefined>(
  typeof document === 'undefined' ? undefined : readConsentRecord(document.cookie, new Date()),
);

export function hasConsent(category: ConsentCategory): boolean {
  return $consent.get()?.[category] === true;
}
