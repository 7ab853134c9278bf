/** U+00AD: a break opportunity that shows a hyphen only where a line breaks (soft-hyphens.ts). */
export const SOFT_HYPHEN = '\u00AD';

/**
 * A hyphenated heading's words for where no line breaks them: an attribute such as an aria-label,
 * which a screen reader would otherwise spell with the break marks. Small enough for the browser.
 */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, '');
}

/**
 * A hyphenated heading's accessible name: Chromium keeps the soft hyphens in the name it computes
 * from the text (and in the names of regions the heading labels), so a heading that has some names
 * itself with its plain words. Nothing for a heading without soft hyphens.
 */
export function plainName(text: string): { 'aria-label'?: string } {
  return text.includes(SOFT_HYPHEN) ? { 'aria-label': withoutSoftHyphens(text) } : {};
}
