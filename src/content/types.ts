import type { PageId } from '../i18n/locales.ts';

/**
 * The typed content of one language. `it.ts` and `en.ts` both satisfy it, so a
 * string missing in one language fails the type check, and the build-time
 * parity check fails the build.
 */
export interface PageMeta {
  /** `<title>` and og:title. */
  readonly title: string;
  /** Meta description and og:description (aim for 120-160 characters). */
  readonly description: string;
  /** Alt text of the social-sharing image. */
  readonly ogImageAlt: string;
}

export interface SiteContent {
  readonly pages: Readonly<Record<PageId, { readonly meta: PageMeta }>>;
  /** One-line description of the organisation for JSON-LD. */
  readonly organizationDescription: string;
}
