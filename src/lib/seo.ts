import { contentFor, pageMetaFor } from '../content/index.ts';
import { SITE } from '../config/site.ts';
import {
  alternateLocales,
  LOCALE_META,
  LOCALES,
  pathFor,
  type Locale,
  type PageId,
} from '../i18n/locales.ts';

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** Everything the document head says about one page in one language. */
export interface HeadData {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: readonly Alternate[];
  readonly ogLocale: string;
  readonly ogLocaleAlternates: readonly string[];
  readonly ogImage: string;
  readonly ogImageAlt: string;
  readonly ogImageWidth: number;
  readonly ogImageHeight: number;
  readonly robots: 'follow,index';
  /**
   * The company as schema.org Organization, on the homepage only: Google reads it from the homepage
   * (or an "about" page) and needs it once per site, and on the other pages it cost bytes the HTML's
   * first round trip has no room for (decision 114).
   */
  readonly jsonLd?: Record<string, unknown>;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** it, en and x-default (the Italian page, the default language) for a page. */
export function alternatesFor(page: PageId, origin: string): Alternate[] {
  const perLocale = LOCALES.map((locale) => ({
    hreflang: LOCALE_META[locale].tag,
    href: absoluteUrl(origin, pathFor(page, locale)),
  }));
  return [...perLocale, { hreflang: 'x-default', href: absoluteUrl(origin, pathFor(page, 'it')) }];
}

export function organizationJsonLd(locale: Locale, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.company.legalName,
    brand: { '@type': 'Brand', name: SITE.productName },
    url: SITE.company.url,
    logo: absoluteUrl(origin, SITE.company.logo),
    description: contentFor(locale).organizationDescription,
    address: {
      '@type': 'PostalAddress',
      addressLocality: SITE.company.city,
      addressCountry: SITE.company.country,
    },
  };
}

export function headData(page: PageId, locale: Locale, origin: string): HeadData {
  const meta = pageMetaFor(page, locale);
  const image = contentFor(locale).shareImage;
  return {
    lang: LOCALE_META[locale].tag,
    title: meta.title,
    description: meta.description,
    canonical: absoluteUrl(origin, pathFor(page, locale)),
    alternates: alternatesFor(page, origin),
    ogLocale: LOCALE_META[locale].ogLocale,
    ogLocaleAlternates: alternateLocales(locale).map((other) => LOCALE_META[other].ogLocale),
    ogImage: absoluteUrl(origin, image.src),
    ogImageAlt: image.alt,
    ogImageWidth: image.width,
    ogImageHeight: image.height,
    robots: 'follow,index',
    ...(page === 'home' ? { jsonLd: organizationJsonLd(locale, origin) } : {}),
  };
}
