import { describe, expect, it } from 'vitest';
import { FORM_KINDS, SITE } from './site.ts';
import { DICTIONARIES } from '../content/dictionaries.ts';
import { LANDING_PAGE_IDS, LOCALES } from '../i18n/locales.ts';
import { ctaTarget, demoLabel, isFormKind, usesFormPopup } from './cta.ts';

describe('call-to-action targets (R5.1, R5.2)', () => {
  it('opens the provider forms on the Italian pages', () => {
    expect(ctaTarget('sustainability', 'it', 'demo')).toEqual({
      mode: 'form-popup',
      form: 'demo',
      href: SITE.forms.it.demo,
    });
    expect(ctaTarget('companies', 'it', 'caseStudies')).toEqual({
      mode: 'form-popup',
      form: 'caseStudies',
      href: SITE.forms.it.caseStudies,
    });
  });

  it('opens the provider forms on the homepage in both languages', () => {
    expect(usesFormPopup('home', 'it')).toBe(true);
    expect(usesFormPopup('home', 'en')).toBe(true);
  });

  it("opens the page language's own forms on the homepage (the English homepage the English forms)", () => {
    for (const locale of ['it', 'en'] as const) {
      for (const form of ['demo', 'caseStudies'] as const) {
        expect(ctaTarget('home', locale, form)).toEqual({
          mode: 'form-popup',
          form,
          href: SITE.forms[locale][form],
        });
      }
    }
    expect(SITE.forms.en.demo).not.toBe(SITE.forms.it.demo);
    expect(SITE.forms.en.caseStudies).not.toBe(SITE.forms.it.caseStudies);
  });

  it('opens the meeting-booking link on the English landing pages, whatever the button', () => {
    for (const page of ['sustainability', 'companies'] as const) {
      expect(ctaTarget(page, 'en', 'demo')).toEqual({ mode: 'meeting', href: SITE.meetingBooking.en });
      expect(ctaTarget(page, 'en', 'caseStudies')).toEqual({ mode: 'meeting', href: SITE.meetingBooking.en });
    }
  });

  it('keeps the two forms distinct', () => {
    for (const forms of Object.values(SITE.forms)) expect(forms.demo).not.toBe(forms.caseStudies);
  });

  it('recognises only the configured form kinds', () => {
    for (const kind of FORM_KINDS) expect(isFormKind(kind)).toBe(true);
    expect(isFormKind('demo')).toBe(true);
    expect(isFormKind('caseStudies')).toBe(true);
    expect(isFormKind('toString')).toBe(false);
    expect(isFormKind(null)).toBe(false);
  });

  it('names the demo button for what it opens: a booking page, or the request form', () => {
    for (const locale of LOCALES) {
      const buttons = DICTIONARIES[locale].BUTTON;
      expect(buttons.BOOK_DEMO).not.toBe(buttons.REQUEST_DEMO);
      for (const page of LANDING_PAGE_IDS) {
        const target = ctaTarget(page, locale, 'demo');
        expect(demoLabel(buttons, target), `${locale} ${page}`).toBe(
          target.mode === 'meeting' ? buttons.BOOK_DEMO : buttons.REQUEST_DEMO,
        );
      }
    }
    expect(demoLabel(DICTIONARIES.en.BUTTON, ctaTarget('sustainability', 'en', 'demo'))).toBe('Book a demo');
    expect(demoLabel(DICTIONARIES.en.BUTTON, ctaTarget('home', 'en', 'demo'))).toBe('Request a demo');
    expect(demoLabel(DICTIONARIES.it.BUTTON, ctaTarget('companies', 'it', 'demo'))).toBe('Richiedi una demo');
  });
});
