import * as z from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { HUBSPOT_REGIONS } from '../hubspot-hosts.ts';
import { GUID_PATTERN } from '../form-id.ts';
import { parseShareLink } from '../share-link.ts';

/**
 * The shape of site-settings.json: every value a company changes to go live (docs/requirements.md
 * R15, decision 094). Validated at build and when the server starts, never in the browser (full
 * zod stays out of the bundle). Per-language values are records over the locale table's locales,
 * so a language added there fails here until each of its values is given.
 */

const https = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const text = z.string().trim().min(1, 'must not be empty');
const email = z.email({ error: 'must be an e-mail address' });
const perLocale = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, value])) as Record<(typeof LOCALES)[number], T>,
  );

export const siteSettingsSchema = z
  .strictObject({
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
      z.string().regex(GUID_PATTERN, {
        error: 'must be a form GUID',
      }),
    ),
    /**
     * Per language, the contact form's share link as HubSpot shows it (decision 106), for the
     * hosted-form fallback; a language without one gets the link built from the form id. Checked
     * against the share-link shapes and against that language's form, portal and region below.
     */
    contactFormLinks: z
      .strictObject(
        Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            z.optional(
              z.string().refine((link) => parseShareLink(link) !== undefined, {
                error:
                  'must be a HubSpot share link, https://share.hsforms.com/1… or /2…, or https://<portal>.share.hsforms.com/2… (share-<region> outside na1)',
              }),
            ),
          ]),
        ) as Record<(typeof LOCALES)[number], z.ZodOptional<z.ZodString>>,
      )
      .default({}),
    videos: z.strictObject({
      whatIs: z.string().regex(/^\d+$/, { error: 'must be a numeric video id' }),
      howItWorks: z.string().regex(/^\d+$/, { error: 'must be a numeric video id' }),
    }),
    analytics: z.strictObject({
      hubspotPortalId: z.string().regex(/^\d+$/, { error: 'must be a numeric portal id' }),
      /** The portal's data centre: every HubSpot host follows it (src/config/hubspot-hosts.ts, decision 100). */
      hubspotRegion: z.enum(HUBSPOT_REGIONS, { error: `must be one of ${HUBSPOT_REGIONS.join(', ')}` }),
    }),
    /** The repository the editor at /admin opens pull requests on (decision 109). */
    editor: z.strictObject({
      githubRepo: z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, { error: 'must be a GitHub repository, owner/name' }),
    }),
  })
  .superRefine((settings, ctx) => {
    // A share link is of one form in one portal: the language's own, in the analytics portal.
    for (const locale of LOCALES) {
      const link = settings.contactFormLinks[locale];
      const parts = link === undefined ? undefined : parseShareLink(link);
      if (!parts) continue;
      const wrong = [
        parts.formId === settings.contactForms[locale].toLowerCase()
          ? ''
          : `form ${parts.formId}, not contactForms.${locale}`,
        parts.portalId === settings.analytics.hubspotPortalId
          ? ''
          : `portal ${parts.portalId}, not analytics.hubspotPortalId`,
        parts.region === settings.analytics.hubspotRegion
          ? ''
          : `region ${parts.region}, not analytics.hubspotRegion`,
      ].filter(Boolean);
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['contactFormLinks', locale],
          message: `links to ${wrong.join('; ')}`,
        });
      }
    }
  });

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
