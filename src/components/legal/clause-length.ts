import type { TermsClause } from '../../content/terms/types.ts';

/**
 * What a block (a paragraph, a list item) adds beyond its characters, in characters: its margins
 * and the unfilled end of its last line. Fitted to the clauses' real heights in both languages at
 * 360–1460 px (decision 123).
 */
const CHARACTERS_PER_BLOCK = 40;

/**
 * A clause's length in characters, the measure legal.css turns into its estimated height while
 * the browser skips laying it out (content-visibility): its paragraphs' and items' text, and
 * CHARACTERS_PER_BLOCK for each of them.
 */
export function clauseLength(clause: TermsClause): number {
  let length = 0;
  for (const paragraph of clause.paragraphs) {
    const blocks = [`${paragraph.number} ${paragraph.text}`, ...(paragraph.items ?? [])];
    for (const text of blocks) length += text.length + CHARACTERS_PER_BLOCK;
  }
  return length;
}
