import { computed } from 'nanostores';
import { acceptAll, rejectAll } from './consent-actions.ts';
import { $consent } from './consent-store.ts';
import { $preferencesOpen, openConsentPreferences } from './consent-ui.ts';
import {
  ACTION_ATTRIBUTE,
  CONSENT_BANNER_ID,
  DECIDED_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  isBannerAction,
  type BannerAction,
} from './banner-marks.ts';
import { reserveRoomFor } from './banner-room.ts';

/**
 * The banner shows while there is no valid choice, except while the
 * preferences dialog is open: one consent question at a time.
 */
export const $bannerVisible = computed(
  [$consent, $preferencesOpen],
  (consent, preferencesOpen) => consent === undefined && !preferencesOpen,
);

const RUN: Readonly<Record<BannerAction, () => void>> = {
  accept: acceptAll,
  reject: rejectAll,
  // The X keeps only technical cookies, and the choice is remembered.
  close: rejectAll,
  customize: openConsentPreferences,
};

function actionOf(target: EventTarget | null): BannerAction | undefined {
  const button = target instanceof Element ? target.closest(`[${ACTION_ATTRIBUTE}]`) : null;
  const action = button?.getAttribute(ACTION_ATTRIBUTE);
  return isBannerAction(action) ? action : undefined;
}

/**
 * The consent island takes over the prerendered banner (ConsentBanner.tsx)
 * without re-creating it, so nothing moves and a focused button keeps focus:
 * it handles the buttons by delegation, applies a click the head script kept
 * from before it ran, shows or hides the banner from the stores, publishes its
 * height while shown, and then drops the head script's mark on <html>, which
 * the `hidden` attribute replaces. Everything happens in one task: no frame
 * shows an intermediate state. Returns the cleanup.
 */
export function takeOverBanner(doc: Document): () => void {
  const banner = doc.getElementById(CONSENT_BANNER_ID);
  if (!banner) return () => undefined;
  const root = doc.documentElement;

  const onClick = (event: MouseEvent) => {
    const action = actionOf(event.target);
    if (!action) return;
    // Tells the head script's early-click recorder that this click is handled.
    event.preventDefault();
    RUN[action]();
  };
  banner.addEventListener('click', onClick);

  const pending = root.getAttribute(PENDING_ATTRIBUTE);
  root.removeAttribute(PENDING_ATTRIBUTE);
  if (isBannerAction(pending)) RUN[pending]();

  let releaseRoom: (() => void) | undefined;
  const unsubscribe = $bannerVisible.subscribe((visible) => {
    banner.hidden = !visible;
    if (visible) releaseRoom ??= reserveRoomFor(banner);
    else {
      releaseRoom?.();
      releaseRoom = undefined;
    }
  });
  root.removeAttribute(DECIDED_ATTRIBUTE);

  return () => {
    unsubscribe();
    releaseRoom?.();
    banner.removeEventListener('click', onClick);
  };
}
