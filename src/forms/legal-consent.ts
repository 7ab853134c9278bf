import * as z from 'zod/mini';
import type { FormDefinition } from './definition.ts';

/**
 * The `legalConsentOptions` metaData entry: a JSON string inside the
 * definition (docs/requirements.md R10.4). Its texts are provider HTML: sanitise before rendering.
 */
export const consentCheckboxSchema = z.looseObject({
  communicationTypeId: z.union([z.number(), z.string()]),
  label: z.string(),
  required: z.boolean(),
});
export type ConsentCheckbox = z.infer<typeof consentCheckboxSchema>;

export const legalConsentOptionsSchema = z.looseObject({
  communicationConsentText: z._default(z.string(), ''),
  privacyPolicyText: z._default(z.string(), ''),
  processingConsentText: z._default(z.string(), ''),
  communicationConsentCheckboxes: z._default(z.array(consentCheckboxSchema), []),
});
export type LegalConsentOptions = z.infer<typeof legalConsentOptionsSchema>;

export const LEGAL_CONSENT_META = 'legalConsentOptions';

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
