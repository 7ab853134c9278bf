import type { Locale } from '../i18n/locales.ts';

/**
 * The contact-request form: one provider form per language, each with a fixed
 * identifier (docs/requirements.md R11.5). These ids are the embedded defaults' own; with a real
 * HubSpot portal, set them to the portal's form GUIDs.
 */
export const CONTACT_FORM_IDS: Readonly<Record<Locale, string>> = {
  it: '3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71',
  en: '8a0d6b3c-2e5f-4c1a-b7d9-4f2e1a9c6b30',
};
