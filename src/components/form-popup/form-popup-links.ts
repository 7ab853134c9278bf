import { atom } from 'nanostores';
import { FORM_POPUP_ATTRIBUTE, isFormKind } from '../../config/cta.ts';
import { stylesheetSettled } from '../../lib/load-stylesheet.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import formPopupCss from '../../styles/landing/form-popup.css?url';
import type { FormPopupRequest } from './FormPopupDialog.tsx';

/** The dialog's code is fetched on the first click, not with the page. */
export const loadFormPopupDialog = () => import('./FormPopupDialog.tsx');

/** The form the dialog shows; undefined while it is closed. */
export const $formPopupRequest = atom<FormPopupRequest | undefined>(undefined);

/** True once the dialog's code and stylesheet have been asked for: it then stays mounted. */
export const $formPopupUsed = atom(false);

export const FORM_POPUP_LINK = `a[${FORM_POPUP_ATTRIBUTE}]`;

let attempt = 0;

/**
 * Turns plain clicks on the static links that carry `data-form-popup` into a request for our
 * dialog; the links stay real links for modified clicks and pages without scripts. Plain DOM
 * code, so that it works from the moment its module has run: the island's start repeats a click
 * made before it right then, before React has committed anything (decision 115).
 */
export function watchFormPopupLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(FORM_POPUP_LINK) : null;
    const form = link?.getAttribute(FORM_POPUP_ATTRIBUTE);
    if (!link || !isFormKind(form) || !isPlainClick(event)) return;
    event.preventDefault();
    // Only the latest click counts.
    const current = ++attempt;
    // Code and stylesheet load together; the dialog shows once its stylesheet is there (decision 038).
    void loadFormPopupDialog();
    void stylesheetSettled(formPopupCss).then(() => {
      if (current !== attempt) return;
      $formPopupUsed.set(true);
      $formPopupRequest.set({ form, href: link.href });
    });
  });
}

/**
 * With scripts the links open our dialog, and say so to assistive technology; without them they
 * open the form in a new tab, which their hidden hint says. Run by start-up, so that the links
 * say it before the dialog's island starts, on the visitor's first reach (decision 115).
 */
export function markFormPopupLinks(doc: Document): void {
  for (const link of doc.querySelectorAll(FORM_POPUP_LINK)) link.setAttribute('aria-haspopup', 'dialog');
}

export function closeFormPopup(): void {
  $formPopupRequest.set(undefined);
}
