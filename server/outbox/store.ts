import type { DeliveryError, InsertOutcome, Lead, LeadState, NewLead } from './lead.ts';

/**
 * The outbox behind one small interface: SQLite now (sqlite-store.ts),
 * PostgreSQL later. Every method that changes leads is one transaction.
 */
export interface LeadStore {
  /** Writes the leads in ONE committed transaction (group commit); resolves after the commit. */
  insertBatch(leads: readonly NewLead[]): Promise<InsertOutcome[]>;
  /** Reserves up to `limit` due pending leads for `leaseMs` and counts an attempt on each. */
  claimDue(options: { now: number; limit: number; leaseMs: number; owner: string }): Promise<Lead[]>;
  /** Gives a claimed lead back without an outcome (shutdown before its call started). */
  releaseLease(id: string): Promise<void>;
  markDelivered(id: string, now: number): Promise<void>;
  scheduleRetry(id: string, nextAttemptAt: number, error: DeliveryError): Promise<void>;
  markDead(id: string, error: DeliveryError): Promise<void>;
  /** Makes every pending lead due now (the circuit closed again: the backlog may go). */
  releaseBacklog(now: number): Promise<number>;
  counts(): Promise<Record<LeadState, number>>;
  list(filter: { state?: LeadState | undefined; limit: number; offset?: number }): Promise<Lead[]>;
  get(id: string): Promise<Lead | undefined>;
  /** A dead, local or held lead back to pending, due now. */
  retry(id: string, now: number): Promise<boolean>;
  retryAllDead(now: number): Promise<number>;
  /**
   * Clears payload and client IP of leads delivered, or held as spam, before `before`; the
   * consent record stays.
   */
  purgeDelivered(before: number, now: number): Promise<number>;
  /** Clears one lead's personal data whatever its state (a data subject's erasure request). */
  erase(id: string, now: number): Promise<boolean>;
  /** Throws when the store cannot take a write right now. */
  checkWritable(): Promise<void>;
  close(): void;
}
