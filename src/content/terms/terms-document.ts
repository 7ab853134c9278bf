import { COMPANY_LEGAL } from '../../config/company-legal.ts';
import { PRODUCT_NAME } from '../../config/product.ts';
import { format } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CheckedContent } from '../load/site-content.ts';
import type { TERMS_PLACEHOLDERS } from '../schema/terms.ts';
import type { TermsDocument } from './types.ts';

/**
 * One language of the terms as the page and the dialog show them: the checked content file with
 * the Supplier's identity filled in from site-settings.json (decision 113), so the launch values
 * reach the contract without a copy that could outlive them.
 */
export function termsDocument({ files }: CheckedContent, locale: Locale): TermsDocument {
  const values: Readonly<Record<(typeof TERMS_PLACEHOLDERS)[number], string>> = {
    product: PRODUCT_NAME,
    supplier: COMPANY_LEGAL.legalName,
    registeredOffice: COMPANY_LEGAL.registeredOffice[locale],
    vatNumber: COMPANY_LEGAL.vatNumber,
    supportEmail: COMPANY_LEGAL.supportEmail,
    legalEmail: COMPANY_LEGAL.legalEmail,
  };
  const fill = (text: string) => format(text, values);
  const source = files.terms[locale];
  return {
    title: fill(source.title),
    version: source.version,
    preamble: source.preamble.map(fill),
    clauses: source.clauses.map((clause) => ({
      ...clause,
      paragraphs: clause.paragraphs.map(({ items, ...paragraph }) => ({
        ...paragraph,
        text: fill(paragraph.text),
        ...(items ? { items: items.map(fill) } : {}),
      })),
    })),
  };
}
