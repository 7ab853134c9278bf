/**
 * The locale table: the single source for page paths, hreflang, the language
 * switch, the sitemap and the server's route table. Adding a page or a language
 * happens here and nowhere else.
 */
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Italian is the default when nothing else decides (docs/requirements.md R3.1). */
export const DEFAULT_LOCALE: Locale = 'it';

export interface LocaleMeta {
  /** BCP 47 tag for `<html lang>` and hreflang. */
  readonly tag: string;
  /** Open Graph locale (language_TERRITORY). */
  readonly ogLocale: string;
  /** The language's own name, shown in the switch. */
  readonly nativeName: string;
  /**
   * Where the landing pages' calls to action lead (docs/requirements.md R5.1, R5.2): the
   * provider's forms in our popup, or the meeting-booking page. The homepage always uses the forms.
   */
  readonly landingCta: 'form-popup' | 'meeting';
  /** Day and month names are written in lowercase inside a phrase (Italian), not as in headings. */
  readonly lowercaseNamesInPhrase: boolean;
}

/** Adding a language: a row here and in PAGE_PATHS, then its dictionary, content and terms. */
export const LOCALE_META: Readonly<Record<Locale, LocaleMeta>> = {
  it: {
    tag: 'it',
    ogLocale: 'it_IT',
    nativeName: 'Italiano',
    landingCta: 'form-popup',
    lowercaseNamesInPhrase: true,
  },
  en: {
    tag: 'en',
    ogLocale: 'en_GB',
    nativeName: 'English',
    landingCta: 'meeting',
    lowercaseNamesInPhrase: false,
  },
};

export const PAGE_IDS = ['home', 'sustainability', 'companies', 'terms'] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The pages built from the landing sections; the rest are documents (the terms). */
export const LANDING_PAGE_IDS = ['home', 'sustainability', 'companies'] as const satisfies readonly PageId[];
export type LandingPageId = (typeof LANDING_PAGE_IDS)[number];

export function isLandingPage(page: PageId): page is LandingPageId {
  return (LANDING_PAGE_IDS as readonly PageId[]).includes(page);
}

/** Public path of every page in every language. The homepage is one URL for both. */
export const PAGE_PATHS: Readonly<Record<PageId, Readonly<Record<Locale, string>>>> = {
  home: { it: '/', en: '/' },
  sustainability: { it: '/it/sostenibilita', en: '/en/sustainability' },
  companies: { it: '/it/aziende-medio-grandi', en: '/en/medium-big-companies' },
  // The full contract, also shown in the footer's dialog: reachable without JavaScript and linkable.
  terms: { it: '/it/termini-e-condizioni', en: '/en/terms-and-conditions' },
};

export interface PageRef {
  readonly page: PageId;
  readonly locale: Locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function pathFor(page: PageId, locale: Locale): string {
  return PAGE_PATHS[page][locale];
}

/** The languages a page can switch to: every other one of the table. */
export function alternateLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale);
}

/** Strips one trailing slash so `/en/sustainability/` finds its page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The language-prefixed page at this path, if any. The homepage is not returned:
 * its language is negotiated (see resolve-language.ts).
 */
export function findLocalizedPage(pathname: string): PageRef | undefined {
  const path = normalizePath(pathname);
  for (const page of PAGE_IDS) {
    for (const locale of LOCALES) {
      if (page !== 'home' && PAGE_PATHS[page][locale] === path) return { page, locale };
    }
  }
  return undefined;
}

/**
 * Where each prerendered page lives in the build, relative to the output folder.
 * The two homepages are built under `homepage/` and only ever served at `/`.
 */
export function builtPathFor(page: PageId, locale: Locale): string {
  return page === 'home' ? `/homepage/${locale}` : pathFor(page, locale);
}

/** Every (page, locale) pair, in a stable order. */
export function allPageRefs(): PageRef[] {
  return PAGE_IDS.flatMap((page) => LOCALES.map((locale) => ({ page, locale })));
}
