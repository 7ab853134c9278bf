// @vitest-environment jsdom
import { languageLinks } from '../../i18n/language-links.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../../config/customers.ts';
import { SITE } from '../../config/site.ts';
import { CONTENT } from '../../content/index.ts';
import { en } from '../../i18n/dictionaries/en.ts';
import { it as itDictionary } from '../../i18n/dictionaries/it.ts';
import { ctaTarget } from '../../lib/cta.ts';
import { SiteHeader } from '../SiteHeader.tsx';
import { HelpSection } from './HelpSection.tsx';
import { Intro } from './Intro.tsx';
import { LandingView } from './LandingView.tsx';
import { SuccessStories } from './SuccessStories.tsx';

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

describe('Intro', () => {
  it('is the page title with its button and an eagerly loaded hero image of known size', () => {
    const intro = CONTENT.en.pages.companies.intro;
    render(
      <Intro
        block={intro}
        label={en.BUTTON.BOOK_DEMO}
        image={intro.image}
        cta={ctaTarget('companies', 'en', 'demo')}
        newTabLabel="(opens in a new tab)"
        headingLevel={1}
        priority
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
    const hero = screen.getByRole('img', { name: intro.image.alt });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', String(intro.image.width));
    expect(hero).toHaveAttribute('height', String(intro.image.height));
  });
});

describe('SuccessStories', () => {
  it('links each of the three customers to its published story in a new tab', () => {
    render(
      <SuccessStories
        content={CONTENT.it.successStories}
        cta={ctaTarget('sustainability', 'it', 'caseStudies')}
        readStoryLabel={itDictionary.COMPONENTS.LANDING.READ_STORY}
        newTabLabel={itDictionary.COMPONENTS.LANDING.NEW_TAB}
      />,
    );
    for (const customer of Object.values(CUSTOMERS)) {
      const link = screen.getByRole('link', {
        name: `Leggi la storia di ${customer.title} (si apre in una nuova scheda)`,
      });
      expect(link).toHaveAttribute('href', customer.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    expect(screen.getByRole('link', { name: 'Ricevi i casi studio' })).toHaveAttribute(
      'data-form-popup',
      'caseStudies',
    );
  });

  // The same English section opens the case-studies form on the homepage and the booking link on
  // the landing pages: its button has to say which.
  it.each([
    ['home', 'Get the case studies', 'form-popup'],
    ['companies', 'Talk to us about your project', 'meeting'],
  ] as const)('names its button after what it opens (English %s page)', (page, name, mode) => {
    render(
      <SuccessStories
        content={CONTENT.en.successStories}
        cta={ctaTarget(page, 'en', 'caseStudies')}
        readStoryLabel={en.COMPONENTS.LANDING.READ_STORY}
        newTabLabel={en.COMPONENTS.LANDING.NEW_TAB}
      />,
    );
    const button = screen.getByRole('link', { name: new RegExp(`^${name}`) });
    if (mode === 'form-popup') expect(button).toHaveAttribute('data-form-popup', 'caseStudies');
    else expect(button).toHaveAttribute('target', '_blank');
  });

  it('shows each story with its main image and four sub-images, all described', () => {
    render(
      <SuccessStories
        content={CONTENT.en.successStories}
        cta={ctaTarget('companies', 'en', 'caseStudies')}
        readStoryLabel={en.COMPONENTS.LANDING.READ_STORY}
        newTabLabel={en.COMPONENTS.LANDING.NEW_TAB}
      />,
    );
    const cards = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li') as HTMLElement);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getAllByRole('img')).toHaveLength(5);
  });
});

describe('HelpSection', () => {
  it('offers training, tips and tricks, and a contact link that opens the contact modal', () => {
    render(<HelpSection content={CONTENT.it.help} />);
    expect(screen.getByRole('heading', { name: CONTENT.it.help.training.title })).toBeVisible();
    expect(screen.getByRole('heading', { name: CONTENT.it.help.tips.title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '#contact');
  });
});

describe('LandingView', () => {
  it('links the company logo to the company site in a new tab', () => {
    render(<LandingView content={CONTENT.en.pages.home.landing} newTabLabel="(opens in a new tab)" />);
    const logo = screen.getByRole('link', { name: `${SITE.company.legalName} (opens in a new tab)` });
    expect(logo).toHaveAttribute('href', SITE.company.url);
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CONTENT.en.pages.home.landing.title);
  });
});
