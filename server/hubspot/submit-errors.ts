/**
 * Where each of HubSpot's documented submission `errorType`s belongs (decision 100; the list:
 * HubSpot's reference for the secure submission endpoint). A refused submission carries a list;
 * `classifyErrors` reads the whole list:
 * - `form`: the form's configuration (consent settings, fields a marketer edited, CAPTCHA): every
 *   lead would be refused alike, so delivery pauses and the leads wait (a configuration fault).
 * - `lead`: this lead's own value (an address HubSpot refuses, a number out of range): a dead
 *   letter naming the field and the type.
 * - `context`: what the server added beside the visitor's answers, the tracking cookie (`hutk`)
 *   or the client address (`ipAddress`: a proxy's, an IPv4-mapped IPv6); the same lead is resent
 *   once without it (decision 105).
 * Configuration beats the lead's value (the lead may be fine once the form is), the lead's value
 * beats the context (resending without it cannot help). A type not in the table is a dead letter
 * with HubSpot's text, and is counted so an operator notices it.
 */
export type ErrorPlace = 'form' | 'lead' | 'context';

export const ERROR_PLACES: Readonly<Record<string, ErrorPlace>> = {
  // The visitor's values: only this lead is wrong.
  INVALID_EMAIL: 'lead',
  BLOCKED_EMAIL: 'lead',
  INVALID_NUMBER: 'lead',
  NUMBER_OUT_OF_RANGE: 'lead',
  INPUT_TOO_LARGE: 'lead',
  // An option the visitor picked that the form no longer offers, or never did.
  VALUE_NOT_IN_FIELD_DEFINITION: 'lead',
  // The page the visitor sent from is this lead's, and what they sent it as.
  INVALID_PAGE_URI: 'lead',
  // The form as configured in HubSpot: the server builds every submission from the
  // definition (decision 083), so these refuse every lead until the form or the site changes.
  REQUIRED_FIELD: 'form',
  FIELD_NOT_IN_FORM_DEFINITION: 'form',
  MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED: 'form',
  INVALID_METADATA: 'form',
  INVALID_GOTOWEBINAR_WEBINAR_KEY: 'form',
  INVALID_LEGAL_OPTION_FORMAT: 'form',
  MISSING_PROCESSING_CONSENT: 'form',
  MISSING_PROCESSING_CONSENT_TEXT: 'form',
  MISSING_COMMUNICATION_CONSENT_TEXT: 'form',
  MISSING_LEGITIMATE_INTEREST_TEXT: 'form',
  DUPLICATE_SUBSCRIPTION_TYPE_ID: 'form',
  FORM_HAS_RECAPTCHA_ENABLED: 'form',
  // Context the server derived: the lead goes again without it (CONTEXT_KEYS).
  INVALID_HUTK: 'context',
  INVALID_IP_ADDRESS: 'context',
};

/** The context key each `context` errorType names: left out of the resend. */
export const CONTEXT_KEYS: Readonly<Record<string, 'hutk' | 'ipAddress'>> = {
  INVALID_HUTK: 'hutk',
  INVALID_IP_ADDRESS: 'ipAddress',
};

/**
 * `form` types that one lead's own submission can cause although the server builds every
 * submission from the definition: a value count over HubSpot's limit (a long multiple-checkbox
 * answer), metadata HubSpot refuses for this lead (its submittedAt, its page). They pause delivery
 * like any form fault, but only for a bounded number of tries of that lead (PAUSED_TRIES): then it
 * is a dead letter naming the type, and the others go on (decision 105).
 */
export const LEAD_BOUNDED_FORM_TYPES: ReadonlySet<string> = new Set([
  'INVALID_METADATA',
  'MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED',
]);
export const PAUSED_TRIES = 3;

export interface FieldError {
  readonly message: string;
  readonly errorType?: string | undefined;
}

export type ErrorVerdict =
  | { readonly place: 'form'; readonly errorTypes: readonly string[] }
  | { readonly place: 'lead'; readonly errorTypes: readonly string[] }
  | { readonly place: 'context'; readonly errorTypes: readonly string[] }
  | { readonly place: 'unknown'; readonly errorTypes: readonly string[] };

const typesOf = (errors: readonly FieldError[], place: ErrorPlace): string[] => [
  ...new Set(errors.map((error) => error.errorType ?? '').filter((type) => ERROR_PLACES[type] === place)),
];

/** The verdict on a 400's `errors[]`; undefined when HubSpot gave no list. */
export function classifyErrors(errors: readonly FieldError[] | undefined): ErrorVerdict | undefined {
  if (!errors || errors.length === 0) return undefined;
  const form = typesOf(errors, 'form');
  if (form.length > 0) return { place: 'form', errorTypes: form };
  const unknown = [
    ...new Set(errors.map((error) => error.errorType ?? '(none)').filter((type) => !(type in ERROR_PLACES))),
  ];
  const lead = typesOf(errors, 'lead');
  if (lead.length > 0 || unknown.length > 0) {
    return unknown.length > 0
      ? { place: 'unknown', errorTypes: unknown }
      : { place: 'lead', errorTypes: lead };
  }
  return { place: 'context', errorTypes: typesOf(errors, 'context') };
}

/** "fields.email: INVALID_EMAIL" lines from HubSpot's messages ("Error in 'fields.email'. …"). */
export function namedFields(errors: readonly FieldError[]): string[] {
  return errors.map((error) => {
    const field = /'((?:fields|context)\.[^']+)'/.exec(error.message)?.[1];
    return `${field ?? '(form)'}: ${error.errorType ?? 'unknown'}`;
  });
}
