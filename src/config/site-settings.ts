import { loadSiteSettings } from './settings/load.ts';

/**
 * The launch values of site-settings.json, validated, for the rest of the code (decision 094).
 * One named export per group: in the browser build a plugin (settings/integration.ts) replaces
 * this module with the same exports as literals, and a bundle keeps only the groups its code reads.
 * site.ts, legal-urls.ts, company-legal.ts and src/forms/contact-form.ts give them their usual names.
 */
const { settings } = loadSiteSettings();

export const company = settings.company;
export const policies = settings.policies;
export const forms = settings.forms;
export const contactForms = settings.contactForms;
export const videos = settings.videos;
export const successStories = settings.successStories;
export const analytics = settings.analytics;
