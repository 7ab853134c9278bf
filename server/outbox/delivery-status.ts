import type { DeliveryError } from './lead.ts';

/**
 * A configuration fault: HubSpot refuses every lead for a reason of ours, not the lead's
 * (bad token, wrong portal or form, a form that requires CAPTCHA, a form whose configuration
 * refuses what the site sends: decision 100). Delivery pauses until the configuration works
 * again; the leads wait as pending (decision 088).
 */
export type ConfigFaultCause = 'unauthorized' | 'form-not-found' | 'captcha-required' | 'form-configuration';

/** Which form and which of HubSpot's errorTypes, for a fault of the form's configuration. */
export interface FaultDetail {
  readonly formId: string;
  readonly errorTypes: readonly string[];
}

export interface ConfigFault {
  readonly cause: ConfigFaultCause;
  /** What the operator should check, in one line. */
  readonly hint: string;
  readonly since: number;
  readonly error: DeliveryError;
  readonly formId?: string | undefined;
  readonly errorTypes?: readonly string[] | undefined;
}

/**
 * What the delivery worker last knew, kept in the store so `npm run leads -- status` can
 * show it without a running server.
 */
export interface DeliveryStatus {
  readonly circuit: 'closed' | 'open' | 'half-open' | null;
  readonly fault: ConfigFault | null;
  readonly lastError: DeliveryError | null;
  readonly updatedAt: number | null;
}

export const EMPTY_STATUS: DeliveryStatus = { circuit: null, fault: null, lastError: null, updatedAt: null };

export const FAULT_HINTS: Readonly<Record<ConfigFaultCause, string>> = {
  unauthorized: 'HubSpot refuses HUBSPOT_ACCESS_TOKEN (401/403): check the token and its scopes',
  'form-not-found':
    'HubSpot does not know the portal or form (404): check HUBSPOT_PORTAL_ID and the form ids',
  'captcha-required':
    'the HubSpot form requires CAPTCHA, which a server cannot submit: turn CAPTCHA off on the form',
  'form-configuration':
    "HubSpot refuses the form's configuration: check its consent options and fields in HubSpot",
};

/** The one-line hint, naming the form and HubSpot's errorTypes when the fault is the form's. */
export function faultHint(cause: ConfigFaultCause, detail?: FaultDetail): string {
  if (!detail) return FAULT_HINTS[cause];
  return `${FAULT_HINTS[cause]} (form ${detail.formId}: ${detail.errorTypes.join(', ')})`;
}
