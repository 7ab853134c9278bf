// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { repositoryContent } from '../../content/load/site-content.ts';
import { HOSTILE_TEXT } from '../../../tests/support/cms/hostile-content.ts';
import { paneMarkup } from './pane-markup.ts';
import { previewMarkup, PREVIEW_PAGE, type PreviewedFile } from './render-preview.tsx';

/**
 * The editor's preview (decision 156): the markup a template hands the pane, read back as a
 * visitor's browser reads the page, by role.
 */
const base = repositoryContent();
const sustainability = (locale: 'it' | 'en') => base.files.sustainability[locale];

function show(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the preview of a landing page', () => {
  it('shows the typed headline and reason with the page’s button, in the pane’s language', () => {
    const values = structuredClone(sustainability('it'));
    const typed = { headline: 'Un titolo scritto ora', reason: 'Un motivo scritto ora.' };
    const reasons = values.reasons.items.map((item, index) =>
      index === 0 ? { ...item, description: typed.reason } : item,
    );
    const markup = previewMarkup({
      file: 'sustainability',
      locale: 'it',
      values: {
        ...values,
        intro: { ...values.intro, title: typed.headline },
        reasons: { ...values.reasons, items: reasons },
      },
      base,
    });
    show(markup);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(typed.headline);
    expect(screen.getByRole('main').textContent).toContain(typed.reason);
    // The Italian landing pages' demo button opens the request form (landing-buttons.ts).
    expect(screen.getAllByRole('link', { name: /Richiedi una demo/ }).length).toBeGreaterThan(0);
    // The islands show their content: the carousel's heading, the flip cards' and the stories' headings.
    expect(screen.getByRole('heading', { name: values.reasons.block.title })).toBeTruthy();
  });

  it('shows English values in English, with the English button', () => {
    show(previewMarkup({ file: 'sustainability', locale: 'en', values: sustainability('en'), base }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(sustainability('en').intro.title);
    expect(screen.queryAllByRole('link', { name: /Richiedi/ })).toEqual([]);
  });

  it('keeps content as text: markup typed in a field is shown, never made', () => {
    const values = sustainability('it');
    const hostile = HOSTILE_TEXT.join(' ');
    show(
      previewMarkup({
        file: 'sustainability',
        locale: 'it',
        values: { ...values, intro: { ...values.intro, title: hostile } },
        base,
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hostile);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('cannot draw a page from values still being typed, and says so by throwing', () => {
    expect(() => previewMarkup({ file: 'sustainability', locale: 'it', values: {}, base })).toThrow();
  });
});

describe('the preview of a file every page shares', () => {
  it.each(Object.keys(PREVIEW_PAGE) as PreviewedFile[])('%s is drawn on a page of the site', (file) => {
    const values = base.files[file].it;
    show(previewMarkup({ file, locale: 'it', values, base }));
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('shows the interface’s words where a visitor meets them: the cookie banner and the buttons', () => {
    const values = structuredClone(base.files.interface.it) as {
      COMPONENTS: { CONSENT: { BANNER_TITLE: string } };
      BUTTON: { REQUEST_DEMO: string };
    };
    values.COMPONENTS.CONSENT.BANNER_TITLE = 'Biscotti, per favore';
    values.BUTTON.REQUEST_DEMO = 'Chiedi la demo adesso';
    show(previewMarkup({ file: 'interface', locale: 'it', values, base }));
    const banner = screen.getByRole('region', { name: 'Biscotti, per favore' });
    expect(within(banner).getByRole('heading', { name: 'Biscotti, per favore' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Chiedi la demo adesso/ }).length).toBeGreaterThan(0);
    // The header's link to the other language, titled in that language's words.
    const english = structuredClone(base.files.interface.en) as {
      COMPONENTS: { HEADER: { READ_IN_THIS_LANGUAGE: string } };
    };
    // The site's header, first on the page (the page's sections may hold headers of their own).
    const header = within(screen.getAllByRole('banner')[0] ?? document.body);
    expect(header.getByRole('link', { name: 'English' }).getAttribute('title')).toBe(
      english.COMPONENTS.HEADER.READ_IN_THIS_LANGUAGE,
    );
  });
});

describe('the pictures of the preview', () => {
  it('come from the editor’s copy; one it has not read yet has no address until it has', () => {
    const markup =
      '<link rel="preload" as="image" href="/images/a.svg">' +
      '<img src="/images/a.svg" srcset="/images/a.w720.webp 720w" alt="A">' +
      '<img src="/images/b.svg" alt="B"><img src="blob:http://localhost/new" alt="C">';
    show(
      paneMarkup(markup, document, (src) =>
        src === '/images/a.svg' ? 'blob:http://localhost/a' : undefined,
      ),
    );
    const [a, b, c] = screen.getAllByRole('img');
    expect(a?.getAttribute('src')).toBe('blob:http://localhost/a');
    expect(a?.hasAttribute('srcset')).toBe(false);
    expect(a?.getAttribute('data-picture')).toBe('/images/a.svg');
    expect(b?.hasAttribute('src')).toBe(false);
    expect(c?.getAttribute('src')).toBe('blob:http://localhost/new');
    expect(document.querySelector('link')).toBeNull();
  });

  it('show the lateral banner as the page does once a visitor reaches it (its script does not run)', () => {
    const values = sustainability('it');
    show(
      paneMarkup(
        previewMarkup({ file: 'sustainability', locale: 'it', values, base }),
        document,
        () => undefined,
      ),
    );
    const banner = screen.getByRole('region', { name: values.whatIs.block.title });
    expect(banner.hasAttribute('data-revealed')).toBe(true);
  });
});
