import { describe, expect, it } from 'vitest';
import { SITE } from '../config/site.ts';
import { ctaTarget, isFormKind, usesFormPopup } from './cta.ts';

// "spec §2" in the title below: docs/requirements.md R5.1, R5.2.
describe('call-to-action targets (spec §2 "Buttons and popups")', () => {
  it('opens the provider forms on the Italian pages', () => {
    expect(ctaTarget('sustainability', 'it', 'demo')).toEqual({
      mode: 'form-popup',
      form: 'demo',
      href: SITE.forms.demo,
    });
    expect(ctaTarget('companies', 'it', 'caseStudies')).toEqual({
      mode: 'form-popup',
      form: 'caseStudies',
      href: SITE.forms.caseStudies,
    });
  });

  it('opens the provider forms on the homepage in both languages', () => {
    expect(usesFormPopup('home', 'it')).toBe(true);
    expect(usesFormPopup('home', 'en')).toBe(true);
    expect(ctaTarget('home', 'en', 'demo').href).toBe(SITE.forms.demo);
  });

  it('opens the meeting-booking link on the English landing pages, whatever the button', () => {
    for (const page of ['sustainability', 'companies'] as const) {
      expect(ctaTarget(page, 'en', 'demo')).toEqual({ mode: 'meeting', href: SITE.meetingBooking });
      expect(ctaTarget(page, 'en', 'caseStudies')).toEqual({ mode: 'meeting', href: SITE.meetingBooking });
    }
  });

  it('keeps the two forms distinct', () => {
    expect(SITE.forms.demo).not.toBe(SITE.forms.caseStudies);
  });

  it('recognises only the configured form kinds', () => {
    expect(isFormKind('demo')).toBe(true);
    expect(isFormKind('caseStudies')).toBe(true);
    expect(isFormKind('toString')).toBe(false);
    expect(isFormKind(null)).toBe(false);
  });
});
