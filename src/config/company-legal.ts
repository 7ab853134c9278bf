import { company } from './site-settings.ts';

/**
 * The owner company's legal identification, shown in the footer (Italian law asks a company
 * website to show its VAT number) and in the terms' preamble. From site-settings.json (decision 094).
 */
export const COMPANY_LEGAL = {
  /** The Supplier of the terms (SITE.company.legalName too). */
  legalName: company.legalName,
  vatNumber: company.vatNumber,
  /** Per language: the country is named in the reader's language. */
  registeredOffice: company.registeredOffice,
  supportEmail: company.supportEmail,
  legalEmail: company.legalEmail,
} as const;
