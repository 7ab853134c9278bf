import type { Locale } from '../../i18n/locales.ts';
import type { TermsDocument } from './types.ts';

/**
 * Loads the terms of one language as a separate chunk, the first time the
 * terms dialog opens (or its link is pointed at), so pages do not carry the
 * long text in their first-load JavaScript. One request per language. The
 * modules are built from content/legal/terms.yaml (terms-modules.ts).
 */
const pending = new Map<Locale, Promise<TermsDocument>>();

const importers: Readonly<Record<Locale, () => Promise<TermsDocument>>> = {
  it: () => import('virtual:terms/it').then((module) => module.default),
  en: () => import('virtual:terms/en').then((module) => module.default),
};

export function loadTerms(locale: Locale): Promise<TermsDocument> {
  const existing = pending.get(locale);
  if (existing) return existing;
  const loading = importers[locale]();
  pending.set(locale, loading);
  // A failed load (offline) may be retried.
  void loading.catch(() => pending.delete(locale));
  return loading;
}
