import { LOCALES, type Locale } from '../i18n/locales.ts';
import { company, forms, videos } from './site-settings.ts';
import { PRODUCT_NAME } from './product.ts';
import { VIDEO_HOST } from './third-parties.ts';

export { FORM_KINDS, VIDEO_HOST, type FormKind } from './third-parties.ts';

const byLocale = <T>(pick: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)])) as Readonly<Record<Locale, T>>;

/**
 * Facts about the owner company and every third-party address, in one typed place. The launch
 * values come from site-settings.json (decision 094); only the product's own facts are here. The
 * success stories' customers are content (content/shared/stories.yaml, decision 107).
 */
// The calls are marked pure so that a bundle reading nothing of SITE drops it whole.
export const SITE = {
  /** Product name shown in titles and the header. */
  productName: PRODUCT_NAME,
  /** Owner company (copyright line, JSON-LD, the terms' Supplier). */
  company: {
    legalName: company.legalName,
    url: company.url,
    logo: '/images/logo.svg',
    /**
     * The same logo drawn as PNG by scripts/make-icons.ts, for the pages: each SVG image costs the
     * page's main thread a document of its own (decision 120). The header's (32 px) and the
     * homepage's landing view's (88 px), at 3x.
     */
    logoPng: { header: '/images/logo-96.png', landing: '/images/logo-264.png' },
    city: company.city,
    country: company.country,
  },
  /** Default public origin; the server's PUBLIC_URL overrides it at run time. */
  defaultPublicUrl: 'http://127.0.0.1:3000',
  /** Per language, the provider's two forms (the homepage and the Italian pages open them in a popup; R5.1). */
  forms: /* @__PURE__ */ byLocale((locale) => ({
    demo: forms[locale].demo,
    caseStudies: forms[locale].caseStudies,
  })),
  /** Per language, the meeting-booking page (the English landing pages' buttons open it; R5.2). */
  meetingBooking: /* @__PURE__ */ byLocale((locale) => forms[locale].booking),
  videoHost: VIDEO_HOST,
  /** The media-hosting player's videos. */
  videos: { whatIs: { id: videos.whatIs }, howItWorks: { id: videos.howItWorks } },
} as const;

export type VideoKey = keyof typeof SITE.videos;
