import type { IslandStart } from '../../lib/hydration/island-start.ts';

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

/**
 * The contact modal's island starts when a contact link is reached or the address names the modal
 * (decision 115). A click is not kept: it changes the address, which the island reads when it
 * starts, and the mark below names the link to give focus back to.
 */
export const CONTACT_ISLAND_START: IslandStart = { on: `${CONTACT_LINK},${CONTACT_HREF}` };

/** Marks the contact link clicked last (contact-opener.ts). */
export const CLICKED_ATTRIBUTE = 'data-contact-clicked';
