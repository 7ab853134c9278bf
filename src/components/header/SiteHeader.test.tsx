// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../config/site.ts';
import { languageLinks } from '../../content/language-links.ts';
import { ctaTarget } from '../../config/cta.ts';
import { SiteHeader } from './SiteHeader.tsx';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const en = DICTIONARIES.en;
const itDictionary = DICTIONARIES.it;

describe('header book-demo button', () => {
  it('on English landing pages is a real link to the meeting-booking page in a new window', () => {
    render(
      <SiteHeader
        t={en}
        languageLinks={languageLinks('sustainability', 'en')}
        bookDemo={ctaTarget('sustainability', 'en', 'demo')}
      />,
    );
    const button = screen.getByRole('link', { name: 'Book a demo (opens in a new tab)' });
    expect(button).toHaveAttribute('href', SITE.meetingBooking.en);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener');
    expect(button).not.toHaveAttribute('data-form-popup');
  });

  it('on Italian pages links the demo-request form and is marked for the form popup', () => {
    render(
      <SiteHeader
        t={itDictionary}
        languageLinks={languageLinks('companies', 'it')}
        bookDemo={ctaTarget('companies', 'it', 'demo')}
      />,
    );
    // It opens the demo-request form, so it asks for a demo rather than booking one.
    const button = screen.getByRole('link', { name: 'Richiedi una demo' });
    expect(button).toHaveAttribute('href', SITE.forms.it.demo);
    expect(button).toHaveAttribute('data-form-popup', 'demo');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/medium-big-companies');
    // Titled in the language it leads to.
    expect(english).toHaveAttribute('title', 'Read this page in English');
  });

  it('on the English homepage asks for a demo through the English request form', () => {
    render(
      <SiteHeader
        t={en}
        languageLinks={languageLinks('home', 'en')}
        bookDemo={ctaTarget('home', 'en', 'demo')}
      />,
    );
    const button = screen.getByRole('link', { name: 'Request a demo' });
    expect(button).toHaveAttribute('href', SITE.forms.en.demo);
    expect(button).toHaveAttribute('data-form-popup', 'demo');
    expect(screen.queryByRole('link', { name: /Book a demo/ })).toBeNull();
  });
});
