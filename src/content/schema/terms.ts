import * as z from 'zod';
import { text } from './fields.ts';

/**
 * One language of the terms and conditions (content/legal/terms.yaml, decision 113). A contract:
 * the file is read and checked like every content file but is not in the editor (decision 108).
 * Clause and paragraph numbers are the same in both languages; the lists may be as long as the
 * contract needs, the same length in both (the parity check).
 */

/** What site-settings.json fills in when the site is built (terms-document.ts). */
export const TERMS_PLACEHOLDERS = [
  'product',
  'supplier',
  'registeredOffice',
  'vatNumber',
  'supportEmail',
  'legalEmail',
] as const;

const KNOWN = new Set<string>(TERMS_PLACEHOLDERS);
const LISTED = TERMS_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** A text of the contract: only the placeholders the build fills, or a raw `{…}` would be printed. */
const clauseText = (title: string) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .min(1, 'must not be empty')
    .refine((value) => [...value.matchAll(/\{(\w+)\}/g)].every((match) => KNOWN.has(match[1] ?? '')), {
      error: `may only use the placeholders ${LISTED}`,
    })
    // After the refinement: zod keeps metadata on the instance it was given to.
    .meta({ title, multiline: true });

const number = (title: string, pattern: RegExp, example: string) =>
  z
    .string({ error: `must be a number such as "${example}" (in quotes)` })
    .regex(pattern, `must be a number such as "${example}"`)
    .meta({ title, shared: true });

const paragraph = z
  .strictObject({
    number: number('Paragraph number', /^\d+\.\d+$/, '9.2'),
    text: clauseText('Text'),
    items: z
      .array(clauseText('Item'))
      .min(1, 'must have at least one item, or be left out')
      .optional()
      .meta({ title: 'Lettered items after the text' }),
  })
  .meta({ title: 'Paragraph' });

const clause = z
  .strictObject({
    number: number('Clause number', /^\d+$/, '9'),
    title: text({ title: 'Clause title' }),
    paragraphs: z.array(paragraph).min(1, 'must have at least one paragraph').meta({ title: 'Paragraphs', itemKey: 'number' }),
  })
  .meta({ title: 'Clause' });

export const termsSchema = z
  .strictObject({
    title: clauseText('Title'),
    version: text({
      title: 'Version line',
      description: 'E.g. “Version 1.0, 21 November 2026”: changes whenever the text does.',
    }),
    preamble: z.array(clauseText('Preamble paragraph')).min(1).meta({ title: 'Preamble' }),
    clauses: z.array(clause).min(1, 'must have at least one clause').meta({ title: 'Clauses', itemKey: 'number' }),
  })
  .meta({ title: 'Terms and conditions' });

export type TermsSource = z.output<typeof termsSchema>;
