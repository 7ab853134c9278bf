import { EMPTY_STATUS, type DeliveryStatus } from '../delivery-status.ts';
import type { LeadStore } from '../store.ts';
import type pg from 'pg';

const KEY = 'delivery_status';

/**
 * The delivery status as one row of `meta`, as in SQLite: written by the worker when it changes,
 * read by the CLI. With several instances, the last writer's view is shown.
 */
export function statusTable(pool: pg.Pool): Pick<LeadStore, 'deliveryStatus' | 'setDeliveryStatus'> {
  return {
    deliveryStatus: async () => {
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [KEY]);
      const row = rows[0];
      return row ? { ...EMPTY_STATUS, ...(JSON.parse(row.value) as Partial<DeliveryStatus>) } : EMPTY_STATUS;
    },
    setDeliveryStatus: async (status) => {
      await pool.query(
        'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
        [KEY, JSON.stringify(status)],
      );
    },
  };
}
