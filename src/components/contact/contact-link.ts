/**
 * The contact-request modal's show action is the address fragment `#contact`:
 * every "contact us" control is a plain `<a href="#contact">`, so static
 * (non-hydrated) sections can open the modal, and `/page#contact` deep-links it.
 * The contact modal island listens for this fragment.
 */
export const CONTACT_FRAGMENT = 'contact';
export const CONTACT_HREF = `#${CONTACT_FRAGMENT}`;

/** Every "contact us" control. */
export const CONTACT_LINK = `a[href="${CONTACT_HREF}"]`;

/** Marks the contact link clicked last (contact-opener.ts). */
export const CLICKED_ATTRIBUTE = 'data-contact-clicked';

/** A plain click follows the link here; a modified one (new tab or window) leaves this page's address. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}
