import type pg from 'pg';
import type { ServerSecrets } from './cached-form.ts';
import { restoreSnapshot, type FormSnapshots } from './form-snapshots.ts';

/**
 * Form snapshots in the PostgreSQL every instance shares (migration 003): an instance started on an
 * empty disk during a HubSpot outage serves the last good definition another instance saved, and
 * keeps accepting leads, instead of answering FORM_UNAVAILABLE (found by the three-instance
 * resilience test, where instances restart on fresh disks).
 */
export function postgresSnapshots(pool: pg.Pool, secrets: ServerSecrets): FormSnapshots {
  return {
    async load(id) {
      try {
        const { rows } = await pool.query<{ definition: string }>(
          'SELECT definition FROM form_snapshots WHERE form_id = $1',
          [id],
        );
        const saved = rows[0]?.definition;
        return saved === undefined ? undefined : restoreSnapshot(id, saved, secrets);
      } catch {
        return undefined;
      }
    },
    async save(form) {
      await pool.query(
        `INSERT INTO form_snapshots (form_id, definition, saved_at) VALUES ($1, $2, now())
         ON CONFLICT (form_id) DO UPDATE SET definition = EXCLUDED.definition, saved_at = EXCLUDED.saved_at`,
        [form.id, JSON.stringify(form.definition)],
      );
    },
  };
}
