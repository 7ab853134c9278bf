import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Env } from '../env.ts';
import { CircuitBreaker } from '../outbox/circuit-breaker.ts';
import type { CircuitGate, OutboundBudget } from '../outbox/delivery-gates.ts';
import { LocalOutboundBudget } from '../outbox/outbound-budget.ts';
import { sharedBudget } from '../outbox/postgres/shared-budget.ts';
import { sharedCircuit } from '../outbox/postgres/shared-circuit.ts';
import { isPostgresStore } from '../outbox/postgres/store.ts';
import { sharedWindows, type WindowCounter } from '../outbox/postgres/shared-windows.ts';
import type { LeadStore } from '../outbox/store.ts';

/**
 * The limits that must hold for the whole deployment, not per process (decision 097): the
 * per-client contact limits and the intake ceiling, HubSpot's outbound budget, the circuit
 * breaker. On PostgreSQL they live in the database every instance shares; on SQLite (one
 * instance) in this process.
 */
export interface SharedLimits {
  readonly scope: 'process' | 'postgresql';
  readonly circuit: CircuitGate;
  readonly budget: OutboundBudget;
  /** Shared fixed windows; undefined = counted in this process. */
  readonly windows: WindowCounter | undefined;
}

type LimitsEnv = Pick<
  Env,
  'CIRCUIT_FAILURE_THRESHOLD' | 'CIRCUIT_OPEN_MS' | 'HUBSPOT_RATE_LIMIT' | 'OUTBOX_LEASE_MS'
>;

export function createSharedLimits(
  store: LeadStore,
  env: LimitsEnv,
  onSweepError: (error: unknown) => void,
): SharedLimits {
  const threshold = env.CIRCUIT_FAILURE_THRESHOLD;
  const openMs = env.CIRCUIT_OPEN_MS;
  const { max, windowMs } = env.HUBSPOT_RATE_LIMIT;
  if (!isPostgresStore(store)) {
    return {
      scope: 'process',
      circuit: new CircuitBreaker({ threshold, openMs }),
      budget: new LocalOutboundBudget(max, windowMs),
      windows: undefined,
    };
  }
  const pool = store.pool;
  return {
    scope: 'postgresql',
    // A probe or a call outlives its instance by at most a lease (longer than the HubSpot timeout).
    circuit: sharedCircuit(pool, {
      threshold,
      openMs,
      owner: `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`,
      probeLeaseMs: env.OUTBOX_LEASE_MS,
    }),
    budget: sharedBudget(pool, { max, windowMs, staleMs: env.OUTBOX_LEASE_MS }),
    windows: sharedWindows(pool, onSweepError),
  };
}
