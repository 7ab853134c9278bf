import { atom } from 'nanostores';

/**
 * Whether the cookie-preferences dialog is open. The footer's "cookie
 * preferences" link and the banner open it; the consent island renders it.
 */
export const $preferencesOpen = atom(false);

export function openConsentPreferences(): void {
  $preferencesOpen.set(true);
}

export function closeConsentPreferences(): void {
  $preferencesOpen.set(false);
}
