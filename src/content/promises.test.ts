import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './dictionaries.ts';
import { LANDING_PAGE_IDS, LOCALES } from '../i18n/locales.ts';
import { ctaTarget } from '../config/cta.ts';
import { CONTENT } from './index.ts';
import { TERMS } from './terms/index.ts';

/** What the copy promises, held to what the terms and the buttons give (docs/requirements.md R5.1, R5.2). */
describe.each(LOCALES)('%s copy', (locale) => {
  const content = CONTENT[locale];

  it('gives the help section the support hours of the terms, and no others', () => {
    const times = (text: string) => [...text.matchAll(/\b\d{2}:\d{2}\b/g)].map((match) => match[0]);
    const terms = TERMS[locale].clauses
      .flatMap((clause) => clause.paragraphs)
      .map((paragraph) => paragraph.text)
      .find((text) => times(text).length > 0);
    expect(terms).toBeDefined();
    const { title, subtitle } = content.help.block;
    expect(times(subtitle)).toEqual(times(terms ?? ''));
    expect(`${title} ${subtitle}`).not.toMatch(/\b(?:sempre|always|never)\b/i);
  });

  it('names the demo button, in a page description, for what it opens on that page', () => {
    const buttons = DICTIONARIES[locale].BUTTON;
    for (const page of LANDING_PAGE_IDS) {
      const target = ctaTarget(page, locale, 'demo');
      const other = target.mode === 'meeting' ? buttons.REQUEST_DEMO : buttons.BOOK_DEMO;
      const { description } = content.pages[page].meta;
      expect(description.toLowerCase(), `${page}: ${description}`).not.toContain(other.toLowerCase());
    }
  });
});

describe('Italian copy', () => {
  it('keeps “modello” for 3D models: a template is a template', () => {
    const strings = JSON.stringify(CONTENT.it);
    const models = [...strings.matchAll(/\bmodell[oi]\b(?: [^\s,.:;"]+)?/gi)].map((match) => match[0]);
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) expect(model).toMatch(/ 3D$/);
  });
});
