import createHyphenator, { type HyphenationFunctionSync } from 'hyphen';
import americanPatterns from 'hyphen/patterns/en-us.js';
import italianPatterns from 'hyphen/patterns/it.js';
import type { Locale } from '../../i18n/locales.ts';

/**
 * Soft hyphens (U+00AD) in the long words of a heading, at the places the language allows, so that
 * a word too long for its line on a phone with large text (WCAG 1.4.4, 1.4.10; decision 091) breaks
 * there with a visible hyphen in every browser: `hyphens: auto` alone needs a dictionary the browser
 * may not have (Chromium on Linux downloads them). A soft hyphen shows only where a line breaks.
 *
 * Build time only: the headings reach the page, and the islands' props, already hyphenated, so this
 * module and its patterns never reach the browser.
 */
/** At 320 px with text at 200 % a heading line holds about seven letters: shorter words stay whole. */
export const MIN_LETTERS = 6;

/**
 * Words the patterns split badly. The product's name, a brand, too long for a phone's line at 200 %
 * text, breaks only between the two words it is made of.
 */
const EXCEPTIONS = ['Story-verse', 'story-verse'];

const italian = createHyphenator(italianPatterns, { exceptions: EXCEPTIONS }) as HyphenationFunctionSync;

/**
 * English, though the pages are written in British English (en_GB, src/i18n/locales.ts), takes the
 * American patterns (Liang's, TeX's default): the British ones break by word parts and so seldom
 * ("Present-a-tions", "already" whole) that a word still overflows a phone's seven-letter line.
 * Spelling does not matter to them ("or-gan-i-sa-tion").
 */
const english = createHyphenator(americanPatterns, { exceptions: EXCEPTIONS }) as HyphenationFunctionSync;

const HYPHENATE: Readonly<Record<Locale, HyphenationFunctionSync>> = { it: italian, en: english };

/** A run of letters (with apostrophes inside, "dell’esperienza"), the unit that hyphenates. */
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Tokens between spaces that are addresses, not words: URLs, domains, e-mail addresses. */
const ADDRESS = /^(?:[a-z][\w+.-]*:\/\/|www\.)|@|\w\.\w{2,}/i;

export function softHyphens(text: string, locale: Locale): string {
  return text
    .split(/(\s+)/u)
    .map((token) =>
      ADDRESS.test(token)
        ? token
        : token.replace(WORD, (word) => (letterCount(word) < MIN_LETTERS ? word : HYPHENATE[locale](word))),
    )
    .join('');
}

function letterCount(word: string): number {
  return word.replace(/\P{L}/gu, '').length;
}
