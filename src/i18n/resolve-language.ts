import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

export interface LanguageInputs {
  /** The request path; its first segment wins when it is a locale. */
  readonly pathname: string;
  /** Value of the `lang` cookie, if any. */
  readonly cookie?: string | undefined;
  /** The Accept-Language header (only consulted for the homepage, server side). */
  readonly acceptLanguage?: string | undefined;
}

/** Name of the cookie that remembers the visitor's language. */
export const LANG_COOKIE = 'lang';
/** One year, in seconds. */
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLocale(first) ? first : undefined;
}

/**
 * Picks the best supported language from an Accept-Language header,
 * honouring q-values; `en-GB` matches `en`. Ties keep header order.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { base: range.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale);
}

/** Path segment, then cookie, then Accept-Language, then the default (docs/requirements.md R3.2). */
export function resolveLanguage(inputs: LanguageInputs): Locale {
  return (
    localeFromPath(inputs.pathname) ??
    (isLocale(inputs.cookie) ? inputs.cookie : undefined) ??
    localeFromAcceptLanguage(inputs.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
