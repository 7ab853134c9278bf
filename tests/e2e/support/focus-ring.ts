import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Measures a focus indicator the way WCAG 2.4.13 (Focus Appearance) defines it: the pixels that
 * change between the unfocused and the focused state, and the contrast between each pixel's two
 * colours. We hold every indicator to it: a ring drawn in a colour too close to what lies behind it
 * (amber on white, brand violet on a dark poster) changes many pixels but contrasts with none.
 */

/** The contrast a changed pixel needs, as for non-text contrast (WCAG 1.4.11). */
const MIN_CONTRAST = 3;

export interface RingMeasure {
  /** What was focused, for failure messages. */
  readonly label: string;
  /** Pixels whose colour changed with focus by at least 3:1. */
  readonly contrasting: number;
  /** WCAG 2.4.13's minimum area: a 2 CSS px thick perimeter of the focused element's boxes. */
  readonly required: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The focused control's box, or the card's when a stretched link draws its ring on its card. */
async function focusedBox(
  page: Page,
): Promise<{ box: Box; perimeter: number; label: string; coveredTop: number } | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const target = element.closest('.story-card, .audience-card') ?? element;
    const rect = target.getBoundingClientRect();
    // A link that wraps is outlined line by line: its perimeter is the sum of its lines' boxes.
    const perimeter = [...target.getClientRects()].reduce(
      (sum, line) => sum + 2 * (line.width + line.height),
      0,
    );
    const name = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
    // The pinned header covers the top of the screen: a tall card scrolled under it shows its ring
    // below the header only (WCAG 2.4.11 asks that focus is not entirely hidden; another test checks it).
    const header = document.querySelector('.site-header[data-fixed]');
    const coveredTop = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    return {
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      coveredTop,
      perimeter,
      label: `<${element.tagName.toLowerCase()}> “${name}”`,
    };
  });
}

/** The box grown by the ring's reach (3 px plus 2 px offset, and a margin), kept on screen. */
export function around(box: Box, viewport: { width: number; height: number }): Box {
  const reach = 8;
  const x = Math.max(0, Math.floor(box.x - reach));
  const y = Math.max(0, Math.floor(box.y - reach));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + reach));
  const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + reach));
  return { x, y, width: right - x, height: bottom - y };
}

/** Relative luminance of an sRGB channel value, as WCAG defines it; a table, as there are 256. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

async function rgbaOf(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/**
 * Counts the pixels that changed by at least 3:1 between two same-sized PNG screenshots. Decoded
 * here rather than in the page: one round trip less for each of a walk's stops.
 */
export async function contrastingChanges(focused: Buffer, unfocused: Buffer): Promise<number> {
  const [a, b] = await Promise.all([rgbaOf(unfocused), rgbaOf(focused)]);
  if (a.length !== b.length) throw new Error('the two screenshots differ in size');
  const luminance = (data: Buffer, i: number) =>
    0.2126 * (LINEAR[data[i] ?? 0] ?? 0) +
    0.7152 * (LINEAR[data[i + 1] ?? 0] ?? 0) +
    0.0722 * (LINEAR[data[i + 2] ?? 0] ?? 0);
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    const [one, other] = [luminance(a, i), luminance(b, i)];
    const [light, dark] = one > other ? [one, other] : [other, one];
    if ((light + 0.05) / (dark + 0.05) >= MIN_CONTRAST) count += 1;
  }
  return count;
}

/**
 * Measures the indicator of the currently focused control, then blurs it. Chrome keeps a blurred
 * element as the starting point of sequential navigation, so the next Tab goes on from there.
 * Returns undefined when nothing is focused.
 */
export async function measureFocusRing(page: Page): Promise<RingMeasure | undefined> {
  const focused = await focusedBox(page);
  const viewport = page.viewportSize();
  if (!focused || !viewport) return undefined;
  const clip = around(focused.box, viewport);
  if (clip.width <= 0 || clip.height <= 0) throw new Error(`${focused.label} is off screen while focused`);
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const withFocus = await shot();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const withoutFocus = await shot();
  // Only what is on screen, below the pinned header, can show a ring: a control partly off screen or
  // under the header is measured by its visible part.
  const shownTop = Math.max(focused.box.y, focused.coveredTop);
  const shownHeight = Math.min(focused.box.y + focused.box.height, viewport.height) - shownTop;
  const visible = 2 * (Math.min(focused.box.width, clip.width) + Math.min(focused.box.height, shownHeight));
  return {
    label: focused.label,
    contrasting: await contrastingChanges(withFocus, withoutFocus),
    required: 2 * Math.min(focused.perimeter, visible),
  };
}
