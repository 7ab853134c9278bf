import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore } from './store.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** LEAD_MAX_AGE_DAYS' default (server/env.ts). */
export const DEFAULT_MAX_AGE_DAYS = 90;

/**
 * Purges the personal data of delivered leads older than the retention
 * (LEAD_RETENTION_DAYS): HubSpot holds the lead now, our copy only served the
 * delivery. Leads held as spam and never released go after the same time.
 * Dead letters, local and held leads, which nobody may ever act on, lose theirs after
 * LEAD_MAX_AGE_DAYS (docs/requirements.md R16; decision 088).
 * The consent record stays as proof. Runs at start and hourly.
 */
export function purgeExpired(
  store: LeadStore,
  retentionDays: number,
  now: number,
  maxAgeDays = DEFAULT_MAX_AGE_DAYS,
): Promise<number> {
  return store.purgeDelivered(now - retentionDays * DAY_MS, now, now - maxAgeDays * DAY_MS);
}

export function startRetention(options: {
  store: LeadStore;
  retentionDays: number;
  maxAgeDays?: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  const run = () => {
    purgeExpired(options.store, options.retentionDays, Date.now(), options.maxAgeDays)
      .then((purged) => {
        if (purged > 0) options.log.info({ purged }, 'retention: personal data of expired leads purged');
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'retention: purge failed');
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? HOUR_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
