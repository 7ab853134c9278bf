// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../config/site.ts';
import { CONTENT } from '../../content/index.ts';
import { storiesFor } from '../../content/stories.ts';
import { ctaTarget } from '../../config/cta.ts';
import { HelpSection } from './HelpSection.tsx';
import { Intro } from './Intro.tsx';
import { LandingView } from './LandingView.tsx';
import { SuccessStories } from './SuccessStories.tsx';
import { DICTIONARIES } from '../../content/dictionaries.ts';

const en = DICTIONARIES.en;
const itDictionary = DICTIONARIES.it;

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
    for (const customer of storiesFor('it')) {
      const link = screen.getByRole('link', {
        name: `Leggi la storia di ${customer.name} (si apre in una nuova scheda)`,
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
