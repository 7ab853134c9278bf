import type { Locator, Page } from '@playwright/test';
import { ALL_SECTIONS_LAID_OUT } from './landing.ts';

/**
 * WCAG 1.4.4 (resize text): text at 200 %, emulated by doubling the root font size, which is what a
 * browser's text-only zoom and a phone's text-size setting change. The site sizes its text, spacing
 * and header in rem, so everything sized for reading grows with it; borders, radii and icons stay in px.
 */
export const TEXT_AT_200 = 'html { font-size: 200% !important; }';

/** Sets the text to 200 % and lays out every section (they skip layout until near, decision 035). */
export async function enlargeText(page: Page): Promise<void> {
  await page.addStyleTag({ content: `${ALL_SECTIONS_LAID_OUT} ${TEXT_AT_200}` });
}

/** How far the page scrolls sideways, in px (0 when it fits the screen). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The visible text inside `root` (a dialog, the consent banner) that is cut off or needs scrolling
 * sideways: it reaches past the screen's right edge, past an inner box that clips or scrolls its
 * overflow, or sits in a box that scrolls sideways. As `tag.class "start of the text"`.
 */
export async function textCutInside(root: Locator): Promise<string[]> {
  return root.evaluate((container) => {
    const cut: string[] = [];
    const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text no one sees: screen-reader-only, or out of the accessibility tree (the form's honeypot).
      if (!node.textContent?.trim() || !parent || parent.closest('.visually-hidden, [aria-hidden="true"]')) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      let isCut = text.right > window.innerWidth + 1 || text.left < -1;
      for (let box: Element | null = parent; box && !isCut; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'visible') continue;
        const edges = box.getBoundingClientRect();
        isCut =
          text.right > edges.right + 1 || text.left < edges.left - 1 || box.scrollWidth > box.clientWidth + 1;
        if (box === container) break;
      }
      if (isCut) {
        cut.push(
          `${parent.tagName.toLowerCase()}.${parent.getAttribute('class') ?? ''} "${node.textContent.trim().slice(0, 40)}"`,
        );
      }
    }
    return cut;
  });
}
