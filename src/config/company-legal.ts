/**
 * The owner company's legal identification, shown in the footer (Italian law
 * asks a company website to show its VAT number) and in the terms' preamble.
 * Every value is a PLACEHOLDER to replace before launch.
 */
export const COMPANY_LEGAL = {
  vatNumber: 'IT00000000000',
  /** Per language: the country is named in the reader's language. */
  registeredOffice: {
    it: 'Via Esempio 1, 20100 Milano (MI), Italia',
    en: 'Via Esempio 1, 20100 Milano (MI), Italy',
  },
  supportEmail: 'support@example.com',
  legalEmail: 'legal@example.com',
} as const;
