import { chmodSync, existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

export interface SqliteStoreOptions {
  /**
   * Test seam: the open database, e.g. to cap it with PRAGMA max_page_count and play a full
   * disk, then raise the cap again.
   */
  readonly onOpen?: (db: DatabaseSync) => void;
  /** Told the migration versions the open ran (none when the schema was current). */
  readonly onMigrated?: (versions: readonly number[]) => void;
}

/** The database file and its WAL companions: readable by the server's user only. */
export function restrictFiles(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}
