import { expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../../playwright.config.ts';
import { islandsOnTheirOwn, readIslands } from '../../support/islands-on-their-own.ts';

/** The four landing pages and the homepage in both languages (chosen by the `lang` cookie). */
export interface LandingPage {
  readonly name: string;
  readonly path: string;
  readonly locale: 'it' | 'en';
  readonly home: boolean;
}

export const LANDING_PAGES: readonly LandingPage[] = [
  { name: 'it sustainability', path: '/it/sostenibilita', locale: 'it', home: false },
  { name: 'en sustainability', path: '/en/sustainability', locale: 'en', home: false },
  { name: 'it companies', path: '/it/aziende-medio-grandi', locale: 'it', home: false },
  { name: 'en companies', path: '/en/medium-big-companies', locale: 'en', home: false },
  { name: 'it homepage', path: '/', locale: 'it', home: true },
  { name: 'en homepage', path: '/', locale: 'en', home: true },
];

export async function openLandingPage(page: Page, entry: LandingPage): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: entry.locale, url: baseURL }]);
  await page.goto(entry.path);
}

/**
 * Scrolls through the whole page so every island hydrates and every lazy image loads.
 *
 * The page grows while it is scrolled (sections below the fold swap their estimated height for
 * their real one, decision 035), so the bottom is read again at every step. A `visible` island
 * the pass went by between two frames (a loaded machine skips frames, and an intersection
 * observer only sees the frames that are drawn) is then brought into view on its own.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const step = (page.viewportSize()?.height ?? 800) / 2;
  for (let y = 0; y <= (await scrollHeight(page)); y += step) await scrollToY(page, y);
  // Every island that starts without the visitor's input hydrated: Astro removes `ssr` from an
  // island once it is running. The poll names the islands still waiting (and marks those whose
  // code failed) when it gives up.
  const uids = islandsOnTheirOwn(await page.evaluate(readIslands), { visible: true });
  await expect
    .poll(
      async () => {
        const waiting = await page.evaluate((ids) => {
          const islands = [...document.querySelectorAll('astro-island[ssr]')].filter((island) =>
            ids.includes(island.getAttribute('uid') ?? ''),
          );
          const first = islands[0];
          (first?.firstElementChild ?? first)?.scrollIntoView({ block: 'center', behavior: 'instant' });
          return islands.map(
            (island) =>
              `${island.getAttribute('component-url') ?? '?'}${island.hasAttribute('data-island-failed') ? ' (failed)' : ''}`,
          );
        }, uids);
        await twoFrames(page);
        return waiting;
      },
      { message: 'every island hydrates', timeout: 60_000 },
    )
    .toEqual([]);
}

const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Waits two frames: what the page does in reaction to a change (observers, layout) has run. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Resolves once the page's intersection observers have reported on `selector` for where it is now.
 * An observer made here reports once in the next rendering update, and the browser notifies a
 * document's observers in the order they were made (Intersection Observer, "notify intersection
 * observers"): when this one reports, every earlier one has had its report for the same update.
 */
export async function intersectionsReported(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );
}

/** Scroll to an exact position and let the scroll handlers and observers run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await twoFrames(page);
}

/**
 * Scrolls `locator` into view and returns its box once the page around it has stopped moving.
 *
 * Sections below the fold skip layout until they come near the viewport (decision 035). A jump
 * straight to one lays out its neighbours, whose real heights replace the 50rem estimate: the
 * grid above the carousel grows by 1,500 px on a phone. Chromium's scroll anchoring usually keeps
 * the target in place, but not always (a CI run swiped the card grid instead of the carousel), so
 * the target is scrolled into view again until two frames apart it has not moved.
 */
export async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous: string | undefined;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await locator.scrollIntoViewIfNeeded();
    await twoFrames(locator.page());
    const box = await locator.boundingBox();
    if (box && JSON.stringify(box) === previous) return box;
    previous = JSON.stringify(box);
  }
  throw new Error(`${locator.toString()} kept moving after it was scrolled into view`);
}

/** WCAG 1.4.12: the text spacing a reader may impose, which content must take without losing text. */
export const WCAG_TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** Lays out the sections below the fold, which skip layout until they come near (decision 035). */
export const ALL_SECTIONS_LAID_OUT = '.section, .closing-cta, .site-footer { content-visibility: visible }';

/** Text not on view to measure: screen-reader-only, hidden, in a dialog, or the banner's video still sliding in. */
const NOT_ON_VIEW =
  '.visually-hidden, [hidden], dialog, .lateral-banner:not([data-revealed]) .lateral-banner__media';

/**
 * The visible text that reaches past the right edge of the screen (clipped or scrolled off), as
 * `tag.class "start of the text"`, innermost elements only. Screen-reader-only text and the
 * lateral banner's video, which slides in from the side until the banner is active, are skipped.
 */
export async function textPastTheScreen(page: Page): Promise<string[]> {
  return page.evaluate((SKIPPED) => {
    const past = (element: Element) => {
      if (element.closest(SKIPPED)) return false;
      if (element.getBoundingClientRect().right > window.innerWidth + 1) return true;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(SKIPPED)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > window.innerWidth + 1) return true;
      }
      return false;
    };
    const all = [...document.querySelectorAll('header *, main *, footer *')].filter(past);
    return all
      .filter((element) => !all.some((other) => other !== element && element.contains(other)))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent.trim().slice(0, 40)}"`,
      );
  }, NOT_ON_VIEW);
}

/**
 * Visible text cut off by a box that clips its overflow (a card with `overflow: hidden`), or running
 * out of its own button (white letters past a coloured pill vanish on the page behind): the text
 * reaches past that box's left or right edge. Same format and exclusions as textPastTheScreen.
 */
export async function textClippedByItsBox(page: Page): Promise<string[]> {
  return page.evaluate((SKIPPED) => {
    const clipper = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (['hidden', 'clip'].includes(getComputedStyle(box).overflowX)) return box;
      }
      return undefined;
    };
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest(SKIPPED)) continue;
      if (!parent.closest('header, main, footer')) continue;
      const box = parent.closest('button, .button') ?? clipper(parent);
      if (!box) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const edges = box.getBoundingClientRect();
      if (text.width > 0 && (text.right > edges.right + 1 || text.left < edges.left - 1)) {
        clipped.push(
          `${parent.tagName.toLowerCase()}.${parent.getAttribute('class') ?? ''} "${node.textContent.trim().slice(0, 40)}"`,
        );
      }
    }
    return clipped;
  }, NOT_ON_VIEW);
}

/** An element's text as laid out: the line (0, 1, …) each character of `text` is on. */
export interface TextLayout {
  readonly text: string;
  readonly lineOf: readonly number[];
}

/** The layout of the text of each element matching `selector`, read from where each character lands. */
export async function textLayouts(page: Page, selector: string): Promise<TextLayout[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let text = '';
      const lineOf: number[] = [];
      let top: number | undefined;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        for (let index = 0; index < node.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          // A space collapsed at a line break has no box: it stays on the line before.
          const rect = range.getClientRects()[0];
          const line = lineOf.at(-1) ?? 0;
          lineOf.push(rect && top !== undefined && Math.abs(rect.top - top) > 4 ? line + 1 : line);
          top = rect?.top ?? top;
          text += node.data.charAt(index);
        }
      }
      return { text, lineOf };
    }),
  );
}

/** The text of each line of a laid-out text. */
export function linesOf({ text, lineOf }: TextLayout): string[] {
  const lines: string[] = [];
  for (let index = 0; index < text.length; index++) {
    const line = lineOf[index] ?? 0;
    lines[line] = (lines[line] ?? '') + text.charAt(index);
  }
  return lines.map((line) => line.trim());
}

/** The text of each line each element matching `selector` is set in. */
export async function renderedLines(page: Page, selector: string): Promise<string[][]> {
  return (await textLayouts(page, selector)).map(linesOf);
}
