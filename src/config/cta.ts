import { SITE } from './site.ts';
import type { FormKind } from './third-parties.ts';
import { LOCALE_META, type Locale, type PageId } from '../i18n/locales.ts';

/**
 * Where a call-to-action button leads (docs/requirements.md R5.1, R5.2):
 * on the Italian pages and the homepage it opens one of the provider's two
 * forms in our popup, the page language's own (the English homepage opens the
 * English forms); on the English landing pages it opens that language's
 * meeting-booking page in a new window.
 */
export type CtaTarget =
  | { readonly mode: 'form-popup'; readonly form: FormKind; readonly href: string }
  | { readonly mode: 'meeting'; readonly href: string };

export function usesFormPopup(page: PageId, locale: Locale): boolean {
  return page === 'home' || LOCALE_META[locale].landingCta === 'form-popup';
}

export function ctaTarget(page: PageId, locale: Locale, form: FormKind): CtaTarget {
  return usesFormPopup(page, locale)
    ? { mode: 'form-popup', form, href: SITE.forms[locale][form] }
    : { mode: 'meeting', href: SITE.meetingBooking[locale] };
}

/**
 * The demo button's words say what a click does: a booking where it opens the booking page, a
 * request where it opens the demo-request form (R5.1, R5.2). The header, the intro and the closing
 * call to action all take it from here, with the interface's buttons (content/ui/interface.yaml).
 */
export function demoLabel(
  buttons: { readonly BOOK_DEMO: string; readonly REQUEST_DEMO: string },
  target: CtaTarget,
): string {
  return target.mode === 'meeting' ? buttons.BOOK_DEMO : buttons.REQUEST_DEMO;
}

/** The attribute the form-popup island looks for on a CTA link (its start: form-popup-start.ts). */
export const FORM_POPUP_ATTRIBUTE = 'data-form-popup';

/**
 * The popup island's one use of this module: it reads no settings (the form URLs stay in the
 * page's links) and no shared module, so the island's first load carries nothing more.
 */
export function isFormKind(value: unknown): value is FormKind {
  return value === 'demo' || value === 'caseStudies';
}
