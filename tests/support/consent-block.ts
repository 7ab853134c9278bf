import { consentBlockOf, type SubmissionForm } from '../../src/forms/contract.ts';

/** The consent-to-process block a test's submission must carry: a test fails without one. */
export function consentOf(form: Pick<SubmissionForm, 'legalConsentOptions'>) {
  const consent = consentBlockOf(form);
  if (!consent) throw new Error('the submission carries no consent-to-process block');
  return consent;
}
