import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore } from './store.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** LEAD_MAX_AGE_DAYS' default (server/env.ts). */
export const DEFAULT_MAX_AGE_DAYS = 90;
/** CONSENT_RETENTION_DAYS' default: five years, for the reason in decision 143. */
export const DEFAULT_CONSENT_RETENTION_DAYS = 1826;

/** What one pass of the retention did. */
export interface PurgeResult {
  /** Leads whose personal data was cleared. */
  readonly purged: number;
  /** Rows deleted: consent records past their retention, held leads purged unreleased. */
  readonly deleted: number;
}

/**
 * Purges the personal data of delivered leads older than the retention
 * (LEAD_RETENTION_DAYS): HubSpot holds the lead now, our copy only served the
 * delivery. Leads held as spam and never released go after the same time, and so do their
 * rows: nothing was done with them that a consent record would have to prove (decision 142).
 * Dead letters, local and held leads, which nobody may ever act on, lose theirs after
 * LEAD_MAX_AGE_DAYS (docs/requirements.md R16; decision 088).
 * The consent record stays as proof for CONSENT_RETENTION_DAYS from the lead's arrival, then
 * the row goes (decision 143). Runs at start and hourly.
 */
export async function purgeExpired(
  store: LeadStore,
  retentionDays: number,
  now: number,
  maxAgeDays = DEFAULT_MAX_AGE_DAYS,
  consentRetentionDays = DEFAULT_CONSENT_RETENTION_DAYS,
): Promise<PurgeResult> {
  const purged = await store.purgeDelivered(now - retentionDays * DAY_MS, now, now - maxAgeDays * DAY_MS);
  const deleted = await store.deleteExpired(now - consentRetentionDays * DAY_MS);
  return { purged, deleted };
}

export function startRetention(options: {
  store: LeadStore;
  retentionDays: number;
  maxAgeDays?: number;
  consentRetentionDays?: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  const run = () => {
    purgeExpired(
      options.store,
      options.retentionDays,
      Date.now(),
      options.maxAgeDays,
      options.consentRetentionDays,
    )
      .then(({ purged, deleted }) => {
        if (purged > 0 || deleted > 0) {
          options.log.info(
            { purged, deleted },
            'retention: expired personal data purged, expired rows deleted',
          );
        }
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
