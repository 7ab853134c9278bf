import type { FormDefinition } from '../../src/forms/definition.ts';
import type { SubmissionForm } from '../../src/forms/contract.ts';
import { consentModeOf } from '../../src/forms/legal-consent.ts';

/**
 * Whether a submission's `legalConsentOptions` are the kind its form's consent mode asks for
 * (decision 099). A client cannot turn a consent form into a legitimate-interest one, drop the
 * consent of a form that has one, or add a consent the form never showed:
 * - none: no block;
 * - implicit: the consent block, with consent to process (sending is the consent);
 * - explicit: the consent block; an unticked box is the visitor's answer, refused by the
 *   values schema as a required checkbox, so the client can show it on the box;
 * - legitimate interest: the legitimateInterest block;
 * - a mode this site cannot send: nothing fits.
 */
export function claimFitsConsentMode(definition: FormDefinition, form: SubmissionForm): boolean {
  const block = form.legalConsentOptions;
  switch (consentModeOf(definition).mode) {
    case 'none':
      return block === undefined;
    case 'implicit_consent_to_process':
      return block !== undefined && 'consent' in block && block.consent.consentToProcess;
    case 'explicit_consent_to_process':
      return block !== undefined && 'consent' in block;
    case 'legitimate_interest':
      return block !== undefined && 'legitimateInterest' in block;
    case 'unsendable':
      return false;
  }
}
