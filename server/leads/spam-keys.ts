/**
 * The extra top-level body keys the contact form sends beside `{ formId, form }`,
 * defined once in src/forms/spam-fields.ts for client and server.
 */
export {
  HONEYPOT_KEY as HONEYPOT_KEY_NAME,
  SHOWN_AT_KEY as SHOWN_AT_KEY_NAME,
} from '../../src/forms/spam-fields.ts';
