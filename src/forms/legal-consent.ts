import * as z from 'zod/mini';
import type { FormDefinition } from './definition.ts';

/**
 * The `legalConsentOptions` metaData entry: a JSON string inside the definition, in HubSpot's v2
 * keys whatever API the definition came from (docs/requirements.md R10.4). Its texts are provider
 * HTML: sanitise before rendering.
 */
export const consentCheckboxSchema = z.looseObject({
  communicationTypeId: z.union([z.number(), z.string()]),
  label: z.string(),
  required: z.boolean(),
});
export type ConsentCheckbox = z.infer<typeof consentCheckboxSchema>;

const text = () => z._default(z.string(), '');

export const legalConsentOptionsSchema = z.looseObject({
  processingConsentType: z.optional(z.string()),
  processingConsentText: text(),
  processingConsentCheckboxLabel: text(),
  processingConsentFooterText: text(),
  communicationConsentText: text(),
  privacyPolicyText: text(),
  communicationConsentCheckboxes: z._default(z.array(consentCheckboxSchema), []),
  isLegitimateInterest: z._default(z.boolean(), false),
  legitimateInterestSubscriptionTypes: z._default(z.array(z.union([z.number(), z.string()])), []),
  legitimateInterestLegalBasis: z.optional(z.nullable(z.string())),
});
export type LegalConsentOptions = z.infer<typeof legalConsentOptionsSchema>;

export const LEGAL_CONSENT_META = 'legalConsentOptions';

/**
 * Set, in the entry, by the server's reading of a v3 definition whose consent type it does not
 * know (decision 098): such a form's consent cannot be sent lawfully.
 */
export const UNKNOWN_CONSENT_TYPE_KEY = 'unknownConsentType';

/** The parsed consent options, or undefined when the form has none or they are malformed. */
export function legalConsentOf(definition: FormDefinition): LegalConsentOptions | undefined {
  const entry = definition.metaData.find((item) => item.name === LEGAL_CONSENT_META);
  if (!entry) return undefined;
  try {
    const parsed = legalConsentOptionsSchema.safeParse(JSON.parse(entry.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Consent checkboxes are keyed by their subscription type id, as a string. */
export function consentKey(checkbox: ConsentCheckbox): string {
  return String(checkbox.communicationTypeId);
}

/**
 * The wire-values key of the processing checkbox of an explicit form. Subscription type ids are
 * numbers, so it never meets a communication checkbox's key.
 */
export const PROCESSING_CONSENT_KEY = 'processing';

/** The legal bases HubSpot's submission API takes for legitimate interest. */
export type LegalBasis = 'LEAD' | 'CUSTOMER';

/**
 * The basis as HubSpot's submission API names it. Our mapping of v3 definitions writes LEAD or
 * CUSTOMER; real v2 answers carry HubSpot's older names. `other` (v2
 * LEGITIMATE_INTEREST_OTHER) has no value in the submission API (decision 099).
 */
const LEGAL_BASES: Readonly<Record<string, LegalBasis>> = {
  LEAD: 'LEAD',
  CUSTOMER: 'CUSTOMER',
  LEGITIMATE_INTEREST_PQL: 'LEAD',
  LEGITIMATE_INTEREST_CLIENT: 'CUSTOMER',
};

export type ConsentModeName =
  'none' | 'implicit_consent_to_process' | 'explicit_consent_to_process' | 'legitimate_interest';

/**
 * What a form asks of the visitor, and what the submission must carry (decision 099):
 * - none: no consent block, no checkboxes;
 * - implicit: sending the form is the consent to process; communication checkboxes;
 * - explicit: a required processing checkbox with its own label, then the communication checkboxes;
 * - legitimate interest: no checkboxes, the privacy text as the notice, one subscription type;
 * - unsendable: a form whose consent this site cannot send lawfully: the visitor gets the
 *   provider's hosted form and the operator an error line, like a required field it cannot show.
 */
export type ConsentMode =
  | { readonly mode: 'none' }
  | {
      readonly mode: 'implicit_consent_to_process';
      readonly options: LegalConsentOptions;
    }
  | {
      readonly mode: 'explicit_consent_to_process';
      readonly options: LegalConsentOptions;
      /** What the visitor ticks, and the `text` HubSpot keeps as the proof of it. */
      readonly processingLabel: string;
    }
  | {
      readonly mode: 'legitimate_interest';
      readonly options: LegalConsentOptions;
      readonly subscriptionTypeId: number | string;
      readonly legalBasis: LegalBasis;
      /** The notice shown, and the `text` HubSpot keeps: the privacy text. */
      readonly text: string;
      /** Further subscription types of the form, which HubSpot's submission cannot carry. */
      readonly otherSubscriptionTypeIds: readonly (number | string)[];
    }
  | {
      readonly mode: 'unsendable';
      /** The mode the form declares, when it can be read. */
      readonly declared: ConsentModeName | undefined;
      /** Why, in words for the operator's log line. */
      readonly problem: string;
    };

const unsendable = (declared: ConsentModeName | undefined, problem: string): ConsentMode => ({
  mode: 'unsendable',
  declared,
  problem,
});

function legitimateInterestOf(options: LegalConsentOptions): ConsentMode {
  const basisName = options.legitimateInterestLegalBasis ?? '';
  const legalBasis = LEGAL_BASES[basisName];
  const [subscriptionTypeId, ...otherSubscriptionTypeIds] = options.legitimateInterestSubscriptionTypes;
  if (!legalBasis) {
    return unsendable(
      'legitimate_interest',
      `legitimate interest with the lawful basis "${basisName}": HubSpot's submission API takes LEAD or CUSTOMER only`,
    );
  }
  if (subscriptionTypeId === undefined) {
    return unsendable('legitimate_interest', 'legitimate interest without a subscription type');
  }
  if (options.privacyPolicyText.trim() === '') {
    return unsendable(
      'legitimate_interest',
      'legitimate interest without a privacy text to show as the notice',
    );
  }
  return {
    mode: 'legitimate_interest',
    options,
    subscriptionTypeId,
    legalBasis,
    text: options.privacyPolicyText,
    otherSubscriptionTypeIds,
  };
}

function readConsentMode(definition: FormDefinition): ConsentMode {
  if (!definition.metaData.some((item) => item.name === LEGAL_CONSENT_META)) return { mode: 'none' };
  const options = legalConsentOf(definition);
  if (!options) return unsendable(undefined, 'legalConsentOptions is not readable');
  const unknownType = options[UNKNOWN_CONSENT_TYPE_KEY];
  if (typeof unknownType === 'string') {
    return unsendable(undefined, `the consent type "${unknownType}" is not one this site knows`);
  }
  if (options.isLegitimateInterest) return legitimateInterestOf(options);
  if (options.processingConsentType === 'REQUIRED_CHECKBOX') {
    const processingLabel = options.processingConsentCheckboxLabel;
    if (processingLabel.trim() === '') {
      return unsendable(
        'explicit_consent_to_process',
        'explicit consent without a processing checkbox label',
      );
    }
    return { mode: 'explicit_consent_to_process', options, processingLabel };
  }
  return { mode: 'implicit_consent_to_process', options };
}

/** Read once per definition object: the form and the server ask on every render and request. */
const modes = new WeakMap<FormDefinition, ConsentMode>();

/** The one reading of a definition's consent mode (decision 099), for the form and the server alike. */
export function consentModeOf(definition: FormDefinition): ConsentMode {
  let mode = modes.get(definition);
  if (!mode) {
    mode = readConsentMode(definition);
    modes.set(definition, mode);
  }
  return mode;
}

/** The communication checkboxes the form shows: only consent modes have them. */
export function communicationCheckboxesOf(mode: ConsentMode): readonly ConsentCheckbox[] {
  return mode.mode === 'implicit_consent_to_process' || mode.mode === 'explicit_consent_to_process'
    ? mode.options.communicationConsentCheckboxes
    : [];
}
