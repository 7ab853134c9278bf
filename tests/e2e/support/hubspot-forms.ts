import { readFileSync } from 'node:fs';
import { CONTACT_FORM_IDS } from '../../../src/forms/contact-form.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { withFormRules } from '../../fixtures/form-rules.ts';
import {
  v3EveryFieldType,
  v3FormWithConsent,
  withoutObjectTypeIds,
  type ConsentVariant,
  type JsonObject,
} from '../../fixtures/hubspot/v3-forms.ts';

/**
 * What the fake HubSpot holds for a browser test. The built site asks for its two contact forms
 * (site-settings.json's contactForms), so each portal serves a form under each of those ids: the
 * Italian page meets one definition, the English page another.
 */
export type PortalForms = Readonly<Record<Locale, JsonObject>>;

const embeddedV2 = (locale: Locale): JsonObject =>
  JSON.parse(
    readFileSync(`server/hubspot/embedded-forms/${CONTACT_FORM_IDS[locale]}.json`, 'utf8'),
  ) as JsonObject;

/** A v2 (`guid`) or v3 (`id`) form under the contact form id of a language. */
function underContactId(form: JsonObject, locale: Locale): JsonObject {
  const key = Array.isArray(form['fieldGroups']) ? 'id' : 'guid';
  return { ...form, [key]: CONTACT_FORM_IDS[locale] };
}

export function portalForms(forms: PortalForms): Map<string, JsonObject> {
  return new Map(
    (Object.entries(forms) as [Locale, JsonObject][]).map(([locale, form]) => [
      CONTACT_FORM_IDS[locale],
      underContactId(form, locale),
    ]),
  );
}

/** The embedded Italian contact form as a v2 portal answers it (explicit consent to process). */
export const v2ContactForm = (): JsonObject => embeddedV2('it');

/**
 * An older portal's v2 answer: no `objectTypeId` on any field, with a dependent field (company
 * size 1000+ asks how many employees) and a rich-text section (tests/fixtures/form-rules.ts).
 */
export const v2WithoutObjectTypeIds = (): JsonObject =>
  withoutObjectTypeIds(withFormRules(embeddedV2('en'), 'en'));

/** HubSpot's v3 every-field-type fixture (implicit consent to process, rich text). */
export const v3EveryField = (): JsonObject => v3EveryFieldType();

/** HubSpot's v3 dependent-fields fixture with one of the four consent types. */
export const v3DependentWithConsent = (variant: ConsentVariant): JsonObject => v3FormWithConsent(variant);
