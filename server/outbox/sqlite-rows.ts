import type { SubmissionForm } from '../../src/forms/contract.ts';
import type { ConsentRecord, DeliveryError, Lead, LeadState } from './lead.ts';

/** A row of the `leads` table as node:sqlite returns it, and its Lead. */
export interface LeadRow {
  id: string;
  form_id: string;
  state: LeadState;
  payload: string | null;
  client_ip: string | null;
  consent: string;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
  purged_at: number | null;
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    formId: row.form_id,
    state: row.state,
    form: row.payload === null ? null : (JSON.parse(row.payload) as SubmissionForm),
    clientIp: row.client_ip,
    consent: JSON.parse(row.consent) as ConsentRecord,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error === null ? null : (JSON.parse(row.last_error) as DeliveryError),
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    purgedAt: row.purged_at,
  };
}
