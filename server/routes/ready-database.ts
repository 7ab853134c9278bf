import type { FastifyRequest } from 'fastify';
import type { LeadStore } from '../outbox/store.ts';

/** The database behind the outbox, as /readyz details show it. */
export interface DatabaseReport {
  readonly kind: LeadStore['kind'];
  readonly reachable: boolean;
  /** null when the database could not be asked. */
  readonly migrations: {
    readonly applied: number;
    readonly expected: number;
    readonly current: boolean;
  } | null;
}

/**
 * Whether the schema the outbox runs on is one this code can write leads to (docs/requirements.md
 * R16.1: no success answered for a lead that cannot be kept). Opening the store migrated it, so
 * a schema older than this code's files means the database changed under the running server (a
 * restore from an older backup, a fail-over to a database nobody migrated): not ready. A newer
 * one is a rolling deploy, where an instance of the next release migrated first; migrations only
 * add (decision 096), so this instance stays ready and reports `current: false`.
 */
export async function probeDatabase(
  store: LeadStore,
  log: FastifyRequest['log'],
): Promise<{ ok: boolean; report: DatabaseReport }> {
  try {
    const { applied, expected } = await store.schemaStatus();
    if (applied < expected) {
      log.error(
        { applied, expected },
        'readiness: the database schema is older than this code (npm run leads -- migrate brings it up to date)',
      );
    }
    const migrations = { applied, expected, current: applied === expected };
    return { ok: applied >= expected, report: { kind: store.kind, reachable: true, migrations } };
  } catch (error) {
    log.error({ err: error }, 'readiness: the database cannot be reached');
    return { ok: false, report: { kind: store.kind, reachable: false, migrations: null } };
  }
}
