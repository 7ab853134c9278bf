/**
 * Marks the contact link clicked last, from the first moment of the page (contact-opener.ts says
 * why). Capturing: the island's own handlers, when they exist, see the mark already set.
 */
import { isPlainClick } from '../../lib/plain-click.ts';
import { CLICKED_ATTRIBUTE, CONTACT_LINK } from './contact-link.ts';

document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest(CONTACT_LINK) : null;
    if (!link || !isPlainClick(event)) return;
    for (const old of document.querySelectorAll(`[${CLICKED_ATTRIBUTE}]`))
      old.removeAttribute(CLICKED_ATTRIBUTE);
    link.setAttribute(CLICKED_ATTRIBUTE, '');
  },
  { capture: true, passive: true },
);
