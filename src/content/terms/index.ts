import type { Locale } from '../../i18n/locales.ts';
import { repositoryContent } from '../load/site-content.ts';
import { termsDocument } from './terms-document.ts';
import type { TermsDocument } from './types.ts';

/**
 * Both languages, read from the content file at build time, for the terms page, the parity check
 * and tests. The browser never imports this: the terms dialog loads one language on demand
 * (load-terms.ts) from the module terms-modules.ts builds.
 */
export const TERMS: Readonly<Record<Locale, TermsDocument>> = {
  it: termsDocument(repositoryContent(), 'it'),
  en: termsDocument(repositoryContent(), 'en'),
};
