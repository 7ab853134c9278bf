import type { TermsSource } from '../schema/terms.ts';

/**
 * The terms and conditions as the page and the dialog render them: the content file's shape
 * (its zod schema, decision 113) with the Supplier's identity filled in.
 */
export type TermsDocument = TermsSource;
export type TermsClause = TermsDocument['clauses'][number];
export type TermsParagraph = TermsClause['paragraphs'][number];
