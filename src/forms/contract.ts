import * as z from 'zod/mini';
import { isFormId } from '../config/form-id.ts';

/**
 * The wire between the contact form and the lead server, imported by both sides: the API's
 * paths, the request body with its spam signals, the headers and cookie
 * of the request-forgery check, and the error answers the client reads. Nothing else about
 * the wire is written anywhere else (docs/requirements.md R10.5, R11.3-R11.6).
 */

/** Every API path starts here; anything else on the origin is a page or a file. */
export const API_PREFIX = '/open/';
/** GET, `?id=<form id>`: the provider's form definition. */
export const FORM_DEFINITION_PATH = '/open/hubspot/get';
/** POST, a `WireBody` as JSON: one contact request. */
export const SEND_PATH = '/open/hubspot/send';

/** Lets the server keep a resent request once; its value is a UUID (`isIdempotencyKey`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const isIdempotencyKey = isFormId;

/** Request forgery, signed double submit: the server's cookie, copied by the page into the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * The cookie's name over HTTPS: the `__Host-` prefix makes the browser refuse it unless it is
 * Secure, Path=/ and without Domain, so a sibling subdomain cannot plant one (decision 088).
 */
export const XSRF_HOST_COOKIE = `__Host-${XSRF_COOKIE}`;

/** The consent text of an implicit form's submission (docs/requirements.md R10.5). */
export const CONSENT_TEXT = 'Contact request from website.';

export const submittedFieldSchema = z.strictObject({
  objectTypeId: z.string().check(z.maxLength(32)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  // Its length is a field rule (MAX_VALUE_LENGTH), so a long value is named on its field.
  value: z.string(),
});
export type SubmittedField = z.infer<typeof submittedFieldSchema>;

const subscriptionTypeIdSchema = z.union([z.number(), z.string().check(z.maxLength(64))]);

export const communicationSchema = z.strictObject({
  value: z.boolean(),
  subscriptionTypeId: subscriptionTypeIdSchema,
  text: z.string().check(z.maxLength(5_000)),
});

/**
 * The three shapes HubSpot takes (decision 099): consent to process (implicit and explicit forms;
 * `consentToProcess` false only when an explicit form's box was left unticked, which the server
 * refuses), legitimate interest, or no block at all. The texts are the definition's: the server
 * rebuilds them (decision 083).
 */
export const consentBlockSchema = z.strictObject({
  consent: z.strictObject({
    consentToProcess: z.boolean(),
    text: z.string().check(z.maxLength(5_000)),
    communications: z.array(communicationSchema).check(z.maxLength(50)),
  }),
});

export const legitimateInterestBlockSchema = z.strictObject({
  legitimateInterest: z.strictObject({
    value: z.literal(true),
    subscriptionTypeId: subscriptionTypeIdSchema,
    legalBasis: z.enum(['LEAD', 'CUSTOMER']),
    text: z.string().check(z.maxLength(10_000)),
  }),
});

export const legalConsentBlockSchema = z.union([consentBlockSchema, legitimateInterestBlockSchema]);
export type LegalConsentBlock = z.infer<typeof legalConsentBlockSchema>;

/** `form`: what the provider's v3 submit endpoint takes. */
export const submissionFormSchema = z.strictObject({
  submittedAt: z.number().check(z.int(), z.positive()),
  fields: z.array(submittedFieldSchema).check(z.maxLength(200)),
  context: z.strictObject({
    hutk: z.optional(z.string().check(z.maxLength(100))),
    // The page's web address: nothing a link could run (javascript:, data:).
    pageUri: z
      .string()
      .check(z.maxLength(2_000), z.regex(/^https?:\/\//i, 'pageUri must be an http(s) address')),
    pageName: z.string().check(z.maxLength(500)),
  }),
  legalConsentOptions: z.optional(legalConsentBlockSchema),
});
export type SubmissionForm = z.infer<typeof submissionFormSchema>;

/** The consent-to-process block of a submission, when it carries one. */
export function consentBlockOf(form: Pick<SubmissionForm, 'legalConsentOptions'>) {
  const block = form.legalConsentOptions;
  return block && 'consent' in block ? block.consent : undefined;
}

/** The submission payload, `{ formId, form }`. */
export const submissionSchema = z.object({
  formId: z.string().check(z.refine(isFormId, 'formId must be a form GUID')),
  form: submissionFormSchema,
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * Spam signals sent beside `{ formId, form }`:
 * - `hp`, the honeypot input's value: people never see or reach the input, so for them it is
 *   always ''; bots that fill every field give themselves away;
 * - `shownAt`, when the form was shown (ms): a request back implausibly fast was not typed.
 */
export const HONEYPOT_KEY = 'hp';
export const SHOWN_AT_KEY = 'shownAt';

/**
 * The whole body. The signals are read as sent, whatever their type: a malformed signal is
 * itself a sign of a bot, answered like a success and held (server/leads/spam.ts), never a 400
 * that would tell the bot what to fix. Other top-level keys are stripped.
 */
export const wireBodySchema = z.extend(submissionSchema, {
  [HONEYPOT_KEY]: z.optional(z.unknown()),
  [SHOWN_AT_KEY]: z.optional(z.unknown()),
});
/** What our form sends. */
export type WireBody = Submission & { readonly [HONEYPOT_KEY]: string; readonly [SHOWN_AT_KEY]: number };
/** What the server reads from any client. */
export type ReceivedBody = z.infer<typeof wireBodySchema>;

/** Every error answer: a registry code (server/errors.ts), its message, and per-field codes. */
export interface ErrorAnswer {
  readonly error: string;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** The code the client acts on: a stale forgery token, answered with a fresh cookie to resend with. */
export const XSRF_TOKEN_INVALID = 'XSRF_TOKEN_INVALID';
