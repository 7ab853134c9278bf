import { describe, expect, it } from 'vitest';
import { browserChecks, pagesFed } from './pages-fed.ts';

/** Which pages `npm run test:content` checks in the browser for a change. */

const TEXT = {
  'content/pages/sustainability.yaml': 'src: /images/hero/sustainability.svg',
  'content/shared/stories.yaml': 'src: /images/stories/alpina-main.svg',
};

describe('the pages a content change feeds', () => {
  it('checks only the sustainability page for its own file', () => {
    const fed = pagesFed(['content/pages/sustainability.yaml'], TEXT);
    expect(fed).toEqual({ pages: ['sustainability'], dialogs: false, beyondContent: [] });
    const checks = browserChecks(fed);
    expect(checks?.files).toEqual(['tests/e2e/landing-a11y.spec.ts', 'tests/e2e/htmlcs.spec.ts']);
    const grep = new RegExp(checks?.grep ?? '^$');
    expect(grep.test('chromium landing-a11y.spec.ts it sustainability: no WCAG 2.2 AA violations')).toBe(
      true,
    );
    expect(grep.test('chromium landing-a11y.spec.ts it homepage: no WCAG 2.2 AA violations')).toBe(false);
    expect(
      grep.test('chromium htmlcs.spec.ts sustainability (en) at /en/sustainability: HTML_CodeSniffer'),
    ).toBe(true);
    expect(
      grep.test('chromium htmlcs.spec.ts terms (en) at /en/terms-and-conditions: HTML_CodeSniffer'),
    ).toBe(false);
  });

  it('follows a picture to the files that show it', () => {
    expect(pagesFed(['public/images/stories/alpina-main.svg'], TEXT).pages).toEqual([
      'home',
      'sustainability',
      'companies',
    ]);
    expect(pagesFed(['public/images/unused.png'], TEXT).pages).toEqual([]);
  });

  it('checks every page and the dialogs for the interface words', () => {
    const fed = pagesFed(['content/ui/interface.yaml'], TEXT);
    expect(fed.pages).toEqual(['home', 'sustainability', 'companies', 'terms']);
    expect(browserChecks(fed)?.files).toContain('tests/e2e/legal-a11y.spec.ts');
  });

  it('names what is not content', () => {
    expect(pagesFed(['content/pages/home.yaml', 'src/pages/index.astro'], TEXT).beyondContent).toEqual([
      'src/pages/index.astro',
    ]);
  });

  it('runs no browser check for a recorded review alone', () => {
    expect(browserChecks(pagesFed(['content/translations.lock.json'], TEXT))).toBeUndefined();
  });
});
