import type { DatabaseSync } from 'node:sqlite';
import { EMPTY_STATUS, type DeliveryStatus } from './delivery-status.ts';
import type { LeadStore } from './store.ts';

const KEY = 'delivery_status';

/**
 * The delivery status as one row of the `meta` key-value table (schema version 1 already has
 * it, so no migration is needed): written by the worker when it changes, read by the CLI.
 */
export function openStatusTable(db: DatabaseSync): Pick<LeadStore, 'deliveryStatus' | 'setDeliveryStatus'> {
  const read = db.prepare('SELECT value FROM meta WHERE key = ?');
  const write = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  return {
    deliveryStatus: () => {
      try {
        const row = read.get(KEY) as { value: string } | undefined;
        return Promise.resolve(
          row ? { ...EMPTY_STATUS, ...(JSON.parse(row.value) as Partial<DeliveryStatus>) } : EMPTY_STATUS,
        );
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    setDeliveryStatus: (status) => {
      try {
        write.run(KEY, JSON.stringify(status));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
