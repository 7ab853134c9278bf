import { SITE, type FormKind } from '../config/site.ts';
import { LOCALE_META, type Locale, type PageId } from '../i18n/locales.ts';

/**
 * Where a call-to-action button leads (docs/requirements.md R5.1, R5.2):
 * on the Italian pages and the homepage it opens one of the provider's two
 * forms in our popup; on the English landing pages it opens the
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
    ? { mode: 'form-popup', form, href: SITE.forms[form] }
    : { mode: 'meeting', href: SITE.meetingBooking };
}

/** The attribute the form-popup island looks for on a CTA link. */
export const FORM_POPUP_ATTRIBUTE = 'data-form-popup';

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(SITE.forms, value);
}
