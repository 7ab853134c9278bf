import type { Page } from '@playwright/test';
import { storiesFor } from '../../../src/content/stories.ts';
import { expect } from './fixtures.ts';
import { linesOf, renderedLines, textLayouts, type LandingPage } from './landing.ts';

/**
 * Where the landing pages' text breaks, read at the width the page is laid out at now. A
 * landing-layout test walks the widths and runs each check at those it is meant for.
 */

/** No heading leaves one short word on a line of its own ("A", "become" read as a mistake). */
export async function expectNoLoneShortWordInHeadings(page: Page, where: string): Promise<void> {
  for (const lines of await renderedLines(page, 'main :is(h1, h2)')) {
    const lone = lines.filter((line) => !line.includes(' ') && line.length <= 6);
    expect(lone, `${where}: ${lines.join(' | ')}`).toEqual([]);
  }
}

/** A story link keeps its customer's name on one line, and its arrow with a letter. */
export async function expectStoryLinksKeptWhole(page: Page, where: string): Promise<void> {
  const names = storiesFor('en').map((customer) => customer.name);
  for (const { text, lineOf } of await textLayouts(page, '.story-card__link')) {
    const lines = linesOf({ text, lineOf });
    const name = names.find((candidate) => lines.join(' ').includes(candidate));
    expect(name, lines.join(' | ')).toBeDefined();
    expect(
      lines.some((line) => line.includes(name ?? '')),
      `${where}: ${lines.join(' | ')}`,
    ).toBe(true);
    const arrow = text.indexOf('↗');
    // The last letter before it (spaces and joiners have no box of their own to go by).
    let letter = arrow - 1;
    while (letter > 0 && /[\s\u2060]/.test(text.charAt(letter))) letter -= 1;
    expect(lineOf[arrow], `${where}: ${text}`).toBe(lineOf[letter]);
  }
}

/** The closing line breaks between its sentences, never inside one that fits a line. */
export async function expectClosingLineBrokenBetweenSentences(
  page: Page,
  entry: LandingPage,
  where: string,
): Promise<void> {
  const [layout] = await textLayouts(page, '.closing-line__text');
  const { text, lineOf } = layout ?? { text: '', lineOf: [] };
  const segments = [...new Intl.Segmenter(entry.locale, { granularity: 'sentence' }).segment(text)];
  const sentences = await Promise.all(
    segments.map(async ({ segment, index }) => {
      const start = index + segment.length - segment.trimStart().length;
      const end = index + segment.trimEnd().length - 1;
      // Whether the sentence, set on one line in the same style, fits the paragraph's width.
      const fits = await page.locator('.closing-line__text').evaluate((paragraph, sentence) => {
        const probe = document.createElement('span');
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = sentence;
        paragraph.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width <= paragraph.getBoundingClientRect().width;
      }, segment.trim());
      return { sentence: segment.trim(), firstLine: lineOf[start] ?? 0, lastLine: lineOf[end] ?? 0, fits };
    }),
  );
  expect(sentences.length, where).toBeGreaterThan(1);
  const oneLine = sentences.every(({ firstLine }) => firstLine === sentences[0]?.firstLine);
  for (const [index, current] of sentences.entries()) {
    if (current.fits) expect(current.lastLine, `${where}: "${current.sentence}"`).toBe(current.firstLine);
    const previous = sentences[index - 1];
    if (previous && !oneLine)
      expect(current.firstLine, `${where}: "${current.sentence}" starts a line`).toBeGreaterThan(
        previous.lastLine,
      );
  }
}
