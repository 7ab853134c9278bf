import * as z from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { HUBSPOT_REGIONS } from '../hubspot-hosts.ts';

/**
 * The shape of site-settings.json: every value a company changes to go live (docs/requirements.md
 * R15, decision 094). Validated at build and when the server starts, never in the browser (full
 * zod stays out of the bundle). Per-language values are records over the locale table's locales,
 * so a language added there fails here until each of its values is given.
 */

const https = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const text = z.string().trim().min(1, 'must not be empty');
const email = z.email({ error: 'must be an e-mail address' });
/** A path under public/images/, as the pages reference it. */
const IMAGE_PATH = /^\/images\/[\w/-]+\.(?:svg|png|jpe?g|webp|avif)$/;
/**
 * An image the pages load: a file of the site, or one hosted elsewhere over https (its origin joins
 * the CSP's img-src: server/security/csp-origins.ts).
 */
const imageSource = z.string().refine((value) => IMAGE_PATH.test(value) || https.safeParse(value).success, {
  error: 'must be a path under /images/ (e.g. /images/stories/name-main.svg) or an https URL',
});

const perLocale = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Record<(typeof LOCALES)[number], T>,
  );

/** A picture with what it shows in words, per language: its alt text describes this file. */
const storyImage = z.strictObject({ src: imageSource, alt: perLocale(text) });

const story = z.strictObject({
  /** The customer's name, the card's title. */
  title: text,
  color: z.string().regex(/^#[\da-f]{6}$/i, { error: 'must be a colour such as #0b6e4f' }),
  link: https,
  /**
   * The card's main picture and its four small ones. Their sizes are the card's (16:10 and square,
   * cropped to fit: src/content/images.ts), so a file is all a company gives.
   */
  images: z.strictObject({
    main: storyImage,
    sub1: storyImage,
    sub2: storyImage,
    sub3: storyImage,
    sub4: storyImage,
  }),
});

export const siteSettingsSchema = z.strictObject({
  company: z.strictObject({
    legalName: text,
    url: https,
    city: text,
    country: z.string().regex(/^[A-Z]{2}$/, { error: 'must be an ISO 3166 country code such as IT' }),
    vatNumber: z.string().regex(/^[A-Z]{2}[\dA-Z]{8,12}$/, {
      error: 'must be a VAT number with its country prefix, such as IT01234567890',
    }),
    registeredOffice: perLocale(text),
    supportEmail: email,
    legalEmail: email,
  }),
  policies: z.strictObject({ privacy: perLocale(https), cookies: perLocale(https) }),
  /** Per language: the provider's two forms (popup) and the meeting-booking page (R5.1, R5.2). */
  forms: perLocale(z.strictObject({ demo: https, caseStudies: https, booking: https })),
  /** The contact-request form's provider id per language (R11.5). */
  contactForms: perLocale(
    z.string().regex(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i, {
      error: 'must be a form GUID',
    }),
  ),
  videos: z.strictObject({
    whatIs: z.string().regex(/^\d+$/, { error: 'must be a numeric video id' }),
    howItWorks: z.string().regex(/^\d+$/, { error: 'must be a numeric video id' }),
  }),
  successStories: z.strictObject({ alpina: story, mareblu: story, fondaco: story }),
  analytics: z.strictObject({
    hubspotPortalId: z.string().regex(/^\d+$/, { error: 'must be a numeric portal id' }),
    /** The portal's data centre: every HubSpot host follows it (src/config/hubspot-hosts.ts, decision 100). */
    hubspotRegion: z.enum(HUBSPOT_REGIONS, { error: `must be one of ${HUBSPOT_REGIONS.join(', ')}` }),
  }),
  /** The repository the editor at /admin opens pull requests on (decision 109). */
  editor: z.strictObject({
    githubRepo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, { error: 'must be a GitHub repository, owner/name' }),
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
