import type { Locale } from '../i18n/locales.ts';
import { contactForms } from '../config/site-settings.ts';

/**
 * The contact-request form: one provider form per language, each with a fixed identifier
 * (docs/requirements.md R11.5), from site-settings.json (decision 094). The samples are the
 * embedded defaults' own ids; with a real HubSpot portal, they are the portal's form GUIDs.
 */
export const CONTACT_FORM_IDS: Readonly<Record<Locale, string>> = contactForms;
