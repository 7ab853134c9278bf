/**
 * The extra top-level body keys the contact form sends beside `{ formId, form }`
 * (the contact-modal helper defines them as HONEYPOT_KEY / SHOWN_AT_KEY in
 * src/forms/spam-fields.ts; LEAD: import those once merged).
 */
export const HONEYPOT_KEY_NAME = 'hp';
export const SHOWN_AT_KEY_NAME = 'shownAt';
