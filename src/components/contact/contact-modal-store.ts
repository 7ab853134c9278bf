import { atom } from 'nanostores';
import { isPlainClick } from '../../lib/plain-click.ts';
import { CLICKED_ATTRIBUTE, CONTACT_HREF, CONTACT_LINK } from './contact-link.ts';

/**
 * The contact-request modal's show action (docs/requirements.md R7.3). Every "contact us"
 * control is `<a href="#contact">`, and `/page#contact` deep-links the modal:
 * the fragment is the show action, so static, non-hydrated sections can open it.
 * This module is tiny on purpose: it is in the first load, the modal is not.
 */
export const $contactModalOpen = atom(false);

/** True from the first opening on: the modal then stays mounted, keeping what the visitor typed. */
export const $contactModalUsed = atom(false);

/** The control that opened the modal; focus goes back to it on close. */
let opener: HTMLElement | null = null;

export function contactModalOpener(): HTMLElement | null {
  return opener?.isConnected ? opener : null;
}

export function openContactModal(from: HTMLElement | null = null): void {
  if (!$contactModalOpen.get()) opener = from;
  $contactModalUsed.set(true);
  $contactModalOpen.set(true);
}

/**
 * Closes the modal and removes the fragment without adding a history entry,
 * so the same link opens it again.
 */
export function closeContactModal(): void {
  $contactModalOpen.set(false);
  if (window.location.hash === CONTACT_HREF) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
}

export function isContactLink(target: EventTarget | null): target is Element {
  return target instanceof Element && target.closest(CONTACT_LINK) !== null;
}

function contactLinkOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(CONTACT_LINK) : null;
}

/**
 * The contact link clicked last, as the page's first script marked it (contact-opener.ts): a click
 * made before this code loaded changed the address, and left focus on the page, not on the link.
 * Taking it clears the mark, so an address typed later names no stale link.
 */
function takeClickedLink(): HTMLElement | null {
  const clicked = document.querySelector<HTMLElement>(`[${CLICKED_ATTRIBUTE}]`);
  clicked?.removeAttribute(CLICKED_ATTRIBUTE);
  return clicked;
}

/** Who opened the modal through the address: the focused contact link, else the one just clicked. */
function addressOpener(): HTMLElement | null {
  const clicked = takeClickedLink();
  return contactLinkOf(document.activeElement) ?? clicked;
}

/**
 * Opens the modal for a `#contact` address (initial load or later), and on a
 * click on any contact link (also when the fragment is already there). Going
 * back past the fragment closes the modal. Returns the cleanup.
 */
export function watchContactFragment(): () => void {
  const syncWithAddress = () => {
    if (window.location.hash === CONTACT_HREF) openContactModal(addressOpener());
    else if ($contactModalOpen.get()) $contactModalOpen.set(false);
  };
  const onClick = (event: MouseEvent) => {
    const link = contactLinkOf(event.target);
    if (!link) return;
    takeClickedLink();
    if (isPlainClick(event) && !event.defaultPrevented) openContactModal(link);
  };
  window.addEventListener('hashchange', syncWithAddress);
  document.addEventListener('click', onClick);
  syncWithAddress();
  return () => {
    window.removeEventListener('hashchange', syncWithAddress);
    document.removeEventListener('click', onClick);
  };
}
