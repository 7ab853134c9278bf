import type { LeadRow } from '../sqlite-rows.ts';

/** Runs one statement; resolves the rows it changed. */
export type Exec = (sql: string, params?: unknown[]) => Promise<number>;
/** Runs one statement; resolves its rows. */
export type Rows = (sql: string, params?: unknown[]) => Promise<LeadRow[]>;
