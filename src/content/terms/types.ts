/**
 * The terms and conditions as typed data. Both languages satisfy this type and
 * the build-time parity check compares them item by item, so a clause,
 * paragraph or list item present in one language only stops the build.
 */
export interface TermsParagraph {
  /** Paragraph number, e.g. "9.2". */
  readonly number: string;
  readonly text: string;
  /** Lettered items following the text, e.g. the definitions. */
  readonly items?: readonly string[];
}

export interface TermsClause {
  /** Clause number, e.g. "9"; also the anchor of the clause index. */
  readonly number: string;
  readonly title: string;
  readonly paragraphs: readonly TermsParagraph[];
}

export interface TermsDocument {
  readonly title: string;
  /** Version line, e.g. "Version 1.0, 21 November 2026". */
  readonly version: string;
  /** Who the parties are, before the clauses. */
  readonly preamble: readonly string[];
  readonly clauses: readonly TermsClause[];
}
