import type { Locale } from '../../i18n/locales.ts';
import { termsEn } from './en.ts';
import { termsIt } from './it.ts';
import type { TermsDocument } from './types.ts';

/**
 * Both languages, for the build-time parity check and tests. Pages do not
 * import this: the terms dialog loads one language on demand (load-terms.ts).
 */
export const TERMS: Readonly<Record<Locale, TermsDocument>> = { it: termsIt, en: termsEn };
