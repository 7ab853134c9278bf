import { inlineScript } from '../../lib/inline-script.ts';

/**
 * The contact link a visitor clicked before the contact modal's code had loaded. Such a click
 * only changes the address to `#contact`; by the time the island reads the address, Chromium has
 * moved focus to the page (a fragment's target that cannot take focus hands it to the viewport)
 * and WebKit never focused the link, so the island cannot tell which link to give focus back to on
 * close. This classic script listens from the first byte of the page and marks the link
 * (CLICKED_ATTRIBUTE in contact-link.ts); the store takes the mark (contact-modal-store.ts).
 * Built from contact-opener.inline.ts, like the consent head script (decision 114).
 */
export const CONTACT_OPENER_SCRIPT: string = await inlineScript(
  'src/components/contact/contact-opener.inline.ts',
);
