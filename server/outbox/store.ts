import type { DeliveryStatus } from './delivery-status.ts';
import type { DeliveryError, InsertOutcome, Lead, LeadState, NewLead } from './lead.ts';

/** Where a store's schema stands: the highest migration version applied, and this code's. */
export interface SchemaStatus {
  readonly applied: number;
  readonly expected: number;
}

/** How big the leads table is. */
export interface TableSize {
  readonly rows: number;
  readonly bytes: number;
}

/**
 * The outbox behind one small interface: SQLite (sqlite-store.ts) or PostgreSQL
 * (postgres/store.ts). Every method that changes leads is one transaction.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgresql';
  /** Writes the leads in ONE committed transaction (group commit); resolves after the commit. */
  insertBatch(leads: readonly NewLead[]): Promise<InsertOutcome[]>;
  /** Reserves up to `limit` due pending leads for `leaseMs` and counts an attempt on each. */
  claimDue(options: { now: number; limit: number; leaseMs: number; owner: string }): Promise<Lead[]>;
  /*
   * The outcome writes change a lead only while `owner` holds its lease and it is pending;
   * they resolve false when nothing changed (the lease ran out, or the lead was erased).
   */
  /** Gives a claimed lead back without an outcome (shutdown before its call started). */
  releaseLease(id: string, owner: string): Promise<boolean>;
  markDelivered(id: string, now: number, owner: string): Promise<boolean>;
  scheduleRetry(id: string, nextAttemptAt: number, error: DeliveryError, owner: string): Promise<boolean>;
  /** Gives a claimed lead back for later without counting the attempt (a configuration fault). */
  postpone(id: string, nextAttemptAt: number, owner: string): Promise<boolean>;
  markDead(id: string, error: DeliveryError, owner: string): Promise<boolean>;
  /** Makes every pending lead due now (the circuit closed again: the backlog may go). */
  releaseBacklog(now: number): Promise<number>;
  /** Leads by state; `held` counts only those that still hold their data (the held cap reads it). */
  counts(): Promise<Record<LeadState, number>>;
  list(filter: { state?: LeadState | undefined; limit: number; offset?: number }): Promise<Lead[]>;
  get(id: string): Promise<Lead | undefined>;
  /** A dead, local or held lead back to pending, due now. */
  retry(id: string, now: number): Promise<boolean>;
  retryAllDead(now: number): Promise<number>;
  /**
   * Clears payload and client IP of leads delivered, or held as spam, before `before`, and of
   * dead, local and held leads created before `staleBefore`; the consent record stays.
   */
  purgeDelivered(before: number, now: number, staleBefore: number): Promise<number>;
  /**
   * Deletes the rows whose personal data is gone and whose consent record has served its
   * retention (created before `consentBefore`), and held leads purged without ever being
   * released, whose record proves nothing (decision 142). Never a row that still holds data.
   */
  deleteExpired(consentBefore: number): Promise<number>;
  /** The leads table's rows and its size on disk with its indexes, for `leads status`. */
  tableSize(): Promise<TableSize>;
  /** Clears one lead's personal data whatever its state (a data subject's erasure request). */
  erase(id: string, now: number): Promise<boolean>;
  /** Throws when the store cannot take a write right now. */
  checkWritable(): Promise<void>;
  /** Reads the schema version from the database: rejects when the database cannot be reached. */
  schemaStatus(): Promise<SchemaStatus>;
  deliveryStatus(): Promise<DeliveryStatus>;
  setDeliveryStatus(status: DeliveryStatus): Promise<void>;
  close(): void;
}
