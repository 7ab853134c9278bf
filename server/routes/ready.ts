import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormReport } from '../hubspot/form-problems.ts';
import type { SpamCounter } from '../leads/spam.ts';
import type { LeadState } from '../outbox/lead.ts';
import type { LeadStore } from '../outbox/store.ts';
import type { DeliveryWorker } from '../outbox/worker.ts';
import { probeDatabase, type DatabaseReport } from './ready-database.ts';
import { bearerMatches, isDirectFromThisMachine } from '../security/client-address.ts';

/** What readiness reads, from each stage (app.ts hands them over). */
export interface ReadyDeps {
  readonly store: LeadStore;
  /** The delivery worker; undefined without HubSpot credentials. */
  readonly worker: Pick<DeliveryWorker, 'configFault' | 'circuitState'> | undefined;
  readonly mode: 'hubspot' | 'local';
  /** Where the deployment's limits live (server/limits/shared-limits.ts). */
  readonly limitsScope: 'process' | 'postgresql';
  readonly spam: SpamCounter;
  /** The HubSpot client's forms whose definitions stop leads. */
  readonly formProblems: () => readonly FormReport[];
}

export interface ReadyOptions {
  /** How long one probe's result is reused (READY_CACHE_MS). */
  readonly cacheMs: number;
  /** Bearer token that shows the details to a non-loopback client (READY_TOKEN). */
  readonly token: string | undefined;
}

interface Probe {
  readonly at: number;
  readonly ready: boolean;
  readonly storeOk: boolean;
  readonly database: DatabaseReport;
  readonly outbox: Record<LeadState, number> | null;
}

/** This machine, asking directly (never a forwarded request, decision 140), or the READY_TOKEN bearer. */
function maySee(request: FastifyRequest, token: string | undefined): boolean {
  return isDirectFromThisMachine(request) || bearerMatches(request.headers.authorization, token);
}

/**
 * Readiness: the outbox takes writes (a lead can be accepted) and its database is reachable with
 * a schema no older than this code's (ready-database.ts). The probe is a real write and fsync, so
 * its result is reused for READY_CACHE_MS (concurrent calls share one probe): a poller cannot
 * turn /readyz into a disk load. Anyone learns ready or not; the details an operator wants (the
 * database and its migrations, backlog by state, delivery mode, a configuration fault pausing
 * delivery, circuit, spam counts, forms whose definition stops leads) only from this machine asking
 * directly or with READY_TOKEN (decisions 088, 140). A configuration fault does not make the server unready: intake works
 * and leads wait safely.
 */
export function registerReady(app: FastifyInstance, deps: ReadyDeps, options: ReadyOptions): void {
  let cached: Probe | undefined;
  let running: Promise<Probe> | undefined;

  const probe = async (log: FastifyRequest['log']): Promise<Probe> => {
    let storeOk = true;
    try {
      await deps.store.checkWritable();
    } catch (error) {
      storeOk = false;
      log.error({ err: error }, 'readiness: the outbox cannot take writes');
    }
    const database = await probeDatabase(deps.store, log);
    // Counted in the store itself: with PostgreSQL, the backlog of every instance sharing it.
    const outbox = storeOk ? await deps.store.counts().catch(() => null) : null;
    return { at: Date.now(), ready: storeOk && database.ok, storeOk, database: database.report, outbox };
  };

  const current = (log: FastifyRequest['log']): Promise<Probe> => {
    if (cached && Date.now() - cached.at < options.cacheMs) return Promise.resolve(cached);
    running ??= probe(log).finally(() => {
      running = undefined;
    });
    return running.then((result) => (cached = result));
  };

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { ready, storeOk, database, outbox } = await current(request.log);
    const status = ready ? 'ready' : 'not-ready';
    reply.status(ready ? 200 : 503);
    if (!maySee(request, options.token)) return reply.send({ status });
    const fault = deps.worker?.configFault() ?? null;
    const formProblems = deps.formProblems();
    return reply.send({
      status,
      store: storeOk ? 'writable' : 'failing',
      database,
      outbox,
      delivery: fault ? 'paused' : deps.mode,
      circuit: deps.worker?.circuitState() ?? null,
      // 'postgresql': the rate limits, HubSpot's budget and the circuit are shared by all instances.
      limits: deps.limitsScope,
      spamHeld: deps.spam.counts,
      // What a loaded definition says will stop leads (decision 098); absent when nothing does.
      ...(formProblems.length > 0 ? { formProblems } : {}),
      ...(fault
        ? {
            fault: {
              cause: fault.cause,
              hint: fault.hint,
              since: new Date(fault.since).toISOString(),
              ...(fault.formId ? { formId: fault.formId, errorTypes: fault.errorTypes } : {}),
            },
          }
        : {}),
    });
  });
}
