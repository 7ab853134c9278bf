import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore } from './store.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Purges the personal data of delivered leads older than the retention
 * (LEAD_RETENTION_DAYS): HubSpot holds the lead now, our copy only served the
 * delivery. Leads held as spam and never released go after the same time.
 * The consent record stays as proof. Runs at start and hourly.
 */
export function purgeExpired(store: LeadStore, retentionDays: number, now: number): Promise<number> {
  return store.purgeDelivered(now - retentionDays * DAY_MS, now);
}

export function startRetention(options: {
  store: LeadStore;
  retentionDays: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  const run = () => {
    purgeExpired(options.store, options.retentionDays, Date.now())
      .then((purged) => {
        if (purged > 0) options.log.info({ purged }, 'retention: personal data of delivered leads purged');
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
