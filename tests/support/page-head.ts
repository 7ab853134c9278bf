import { SITE } from '../../src/config/site.ts';
import { contentFor, pageMetaFor } from '../../src/content/index.ts';
import { pathFor, type Locale, type PageId } from '../../src/i18n/locales.ts';

/**
 * What a page's head tells browsers, search engines and link previews (R3 and decision 114), read
 * the same way from the served HTML (tests/built-site, no browser) and from the live document after
 * hydration (the browser suite).
 */
export interface PageHead {
  readonly lang: string | null;
  readonly title: string;
  readonly description: string | null;
  readonly robots: string | null;
  readonly canonical: string | null;
  /** hreflang → address. */
  readonly alternates: Record<string, string>;
  /** Every `og:` property and `twitter:` name, as written (without the prefix's colon). */
  readonly openGraph: Record<string, string>;
  readonly twitter: Record<string, string>;
  /** Each JSON-LD block, parsed. */
  readonly structuredData: unknown[];
}

/**
 * Reads the head of `doc`. Self-contained (no imports, no closures): the browser suite passes it to
 * `page.evaluate`, where it runs on the page's own document.
 */
export function readHead(doc: Document = document): PageHead {
  const metas = (attribute: string, prefix: string) =>
    Object.fromEntries(
      [...doc.querySelectorAll(`meta[${attribute}^="${prefix}:"]`)].map((meta) => [
        (meta.getAttribute(attribute) ?? '').slice(prefix.length + 1),
        meta.getAttribute('content') ?? '',
      ]),
    );
  return {
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
    openGraph: metas('property', 'og'),
    twitter: metas('name', 'twitter'),
    structuredData: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent || 'null') as unknown,
    ),
  };
}

const OG_LOCALE = { it: 'it_IT', en: 'en_GB' } as const;
const OTHER = { it: 'en', en: 'it' } as const;

/** The share image's size, which its PNG must have (tests/built-site reads it from the file). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The head a page must have, from the content files and the spec's fixed values, at `origin`.
 */
export function expectedHead(page: PageId, locale: Locale, origin: string): PageHead {
  const meta = pageMetaFor(page, locale);
  const absolute = (path: string) => new URL(path, origin).href;
  const image = absolute(`/images/share-${locale}.png`);
  const { alt } = contentFor(locale).shareImage;
  return {
    lang: locale,
    title: meta.title,
    description: meta.description,
    robots: 'follow,index',
    canonical: absolute(pathFor(page, locale)),
    alternates: {
      it: absolute(pathFor(page, 'it')),
      en: absolute(pathFor(page, 'en')),
      'x-default': absolute(pathFor(page, 'it')),
    },
    openGraph: {
      type: 'website',
      site_name: 'Storyverse',
      title: meta.title,
      description: meta.description,
      url: absolute(pathFor(page, locale)),
      image,
      'image:width': String(SHARE_IMAGE_SIZE.width),
      'image:height': String(SHARE_IMAGE_SIZE.height),
      'image:alt': alt,
      locale: OG_LOCALE[locale],
      'locale:alternate': OG_LOCALE[OTHER[locale]],
    },
    twitter: {
      card: 'summary_large_image',
      title: meta.title,
      description: meta.description,
      image,
      'image:alt': alt,
    },
    // The company's schema.org Organization, on the homepage only, once for the site (decision 114).
    structuredData: page === 'home' ? [organization(locale, absolute)] : [],
  };
}

function organization(locale: Locale, absolute: (path: string) => string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.company.legalName,
    brand: { '@type': 'Brand', name: 'Storyverse' },
    url: SITE.company.url,
    logo: absolute(SITE.company.logo),
    description: contentFor(locale).organizationDescription,
    address: {
      '@type': 'PostalAddress',
      addressLocality: SITE.company.city,
      addressCountry: SITE.company.country,
    },
  };
}
