import type { HubspotFieldError } from './answers.ts';

/**
 * HubSpot's checks of a submission's `legalConsentOptions`, as its submission API documents them
 * (the errorTypes of its submission API reference): either block is taken — consent to
 * process, or legitimate interest — never both; an explicit form's processing consent must be
 * given; every text HubSpot keeps as proof must be there. Written from HubSpot's documentation,
 * not from our code: the fake reads the form as it stores it, v2 (`metaData`) or v3.
 */
type FormConsentKind = 'none' | 'implicit' | 'explicit' | 'legitimate_interest';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function v2ConsentKind(metaData: unknown): FormConsentKind | undefined {
  if (!Array.isArray(metaData)) return undefined;
  const entry: unknown = metaData.find((item) => isRecord(item) && item['name'] === 'legalConsentOptions');
  if (!isRecord(entry) || typeof entry['value'] !== 'string') return 'none';
  let options: unknown;
  try {
    options = JSON.parse(entry['value']);
  } catch {
    return 'none';
  }
  if (!isRecord(options)) return 'none';
  if (options['isLegitimateInterest'] === true) return 'legitimate_interest';
  return options['processingConsentType'] === 'REQUIRED_CHECKBOX' ? 'explicit' : 'implicit';
}

const V3_KINDS: Readonly<Record<string, FormConsentKind>> = {
  none: 'none',
  implicit_consent_to_process: 'implicit',
  explicit_consent_to_process: 'explicit',
  legitimate_interest: 'legitimate_interest',
};

export function formConsentKind(form: Record<string, unknown>): FormConsentKind {
  const v3 = form['legalConsentOptions'];
  if (isRecord(v3) && typeof v3['type'] === 'string') return V3_KINDS[v3['type']] ?? 'none';
  return v2ConsentKind(form['metaData']) ?? 'none';
}

const error = (errorType: string, message: string): HubspotFieldError => ({ errorType, message });
const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const isSubscriptionTypeId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && /^\d+$/.test(value));

function consentErrors(consent: unknown, kind: FormConsentKind): HubspotFieldError[] {
  if (
    !isRecord(consent) ||
    (consent['communications'] !== undefined && !Array.isArray(consent['communications']))
  ) {
    return [error('INVALID_LEGAL_OPTION_FORMAT', 'legalConsentOptions.consent is malformed')];
  }
  const errors: HubspotFieldError[] = [];
  if (consent['consentToProcess'] !== true) {
    errors.push(error('MISSING_PROCESSING_CONSENT', 'Processing consent is required for this form'));
  }
  if (!hasText(consent['text'])) {
    errors.push(error('MISSING_PROCESSING_CONSENT_TEXT', 'The consent to process text is missing'));
  }
  const seen = new Set<string>();
  for (const item of (consent['communications'] as unknown[] | undefined) ?? []) {
    if (
      !isRecord(item) ||
      !isSubscriptionTypeId(item['subscriptionTypeId']) ||
      typeof item['value'] !== 'boolean'
    ) {
      errors.push(error('INVALID_LEGAL_OPTION_FORMAT', 'A communication consent is malformed'));
      continue;
    }
    if (!hasText(item['text'])) {
      errors.push(error('MISSING_COMMUNICATION_CONSENT_TEXT', 'A communication consent text is missing'));
    }
    const id = String(item['subscriptionTypeId']);
    if (seen.has(id))
      errors.push(error('DUPLICATE_SUBSCRIPTION_TYPE_ID', `Subscription type ${id} is repeated`));
    seen.add(id);
  }
  // An implicit form's consent is the sending itself: only an explicit form needs the box.
  return kind === 'explicit'
    ? errors
    : errors.filter((item) => item.errorType !== 'MISSING_PROCESSING_CONSENT');
}

function legitimateInterestErrors(interest: unknown): HubspotFieldError[] {
  if (
    !isRecord(interest) ||
    interest['value'] !== true ||
    !isSubscriptionTypeId(interest['subscriptionTypeId']) ||
    (interest['legalBasis'] !== 'LEAD' && interest['legalBasis'] !== 'CUSTOMER')
  ) {
    return [error('INVALID_LEGAL_OPTION_FORMAT', 'legalConsentOptions.legitimateInterest is malformed')];
  }
  return hasText(interest['text'])
    ? []
    : [error('MISSING_LEGITIMATE_INTEREST_TEXT', 'The legitimate interest text is missing')];
}

export function legalConsentErrors(form: Record<string, unknown>, options: unknown): HubspotFieldError[] {
  const kind = formConsentKind(form);
  if (options === undefined) {
    return kind === 'explicit'
      ? [error('MISSING_PROCESSING_CONSENT', 'Processing consent is required for this form')]
      : [];
  }
  const keys = isRecord(options) ? Object.keys(options) : [];
  if (keys.length !== 1) {
    return [error('INVALID_LEGAL_OPTION_FORMAT', 'legalConsentOptions takes consent or legitimateInterest')];
  }
  const block = options as Record<string, unknown>;
  if (keys[0] === 'consent') return consentErrors(block['consent'], kind);
  if (keys[0] === 'legitimateInterest') return legitimateInterestErrors(block['legitimateInterest']);
  return [error('INVALID_LEGAL_OPTION_FORMAT', `legalConsentOptions.${String(keys[0])} is not an option`)];
}
