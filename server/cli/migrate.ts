import type { LeadStore } from '../outbox/store.ts';

const DATABASE = { sqlite: 'SQLite', postgresql: 'PostgreSQL' } as const;

/**
 * `leads -- migrate`: opening the store has already brought it to the latest schema (decision
 * 096); this says what that open applied and where the schema stands, so a deploy can migrate as
 * a step of its own before the new instances start.
 */
export async function migrateReport(
  store: LeadStore,
  applied: readonly number[],
  out: (text: string) => void,
): Promise<void> {
  const { applied: version, expected } = await store.schemaStatus();
  const outbox = `the ${DATABASE[store.kind]} outbox`;
  if (applied.length > 0) {
    const migrations = applied.length === 1 ? 'migration' : 'migrations';
    out(
      `applied ${migrations} ${applied.join(', ')} to ${outbox}: its schema is at version ${String(version)}`,
    );
  } else if (version > expected) {
    // A rolling deploy: a newer release migrated further. Its migrations only add, so this code runs on.
    out(
      `${outbox} is at version ${String(version)}, ahead of this code's ${String(expected)} (a newer release migrated it): nothing to apply`,
    );
  } else {
    out(`${outbox} is current at version ${String(version)}: nothing to apply`);
  }
}
