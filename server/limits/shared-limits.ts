import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';
import { CircuitBreaker } from './circuit-breaker.ts';
import type { CircuitGate, OutboundBudget } from './delivery-gates.ts';
import { LocalOutboundBudget } from './outbound-budget.ts';
import { sharedBudget } from './postgres/shared-budget.ts';
import { sharedCircuit } from './postgres/shared-circuit.ts';
import { sharedWindows } from './postgres/shared-windows.ts';
import type { WindowCounter } from './window-counter.ts';

/**
 * The limits that must hold for the whole deployment, not per process (decision 097): the
 * per-client contact limits and the intake ceiling, HubSpot's outbound budget, the circuit
 * breaker. On PostgreSQL they live in the database every instance shares; on SQLite (one
 * instance) in this process. Which of the two is the database opener's choice.
 */
export interface SharedLimits {
  readonly scope: 'process' | 'postgresql';
  readonly circuit: CircuitGate;
  readonly budget: OutboundBudget;
  /** Shared fixed windows; undefined = counted in this process. */
  readonly windows: WindowCounter | undefined;
}

/** The environment the limits are set from (server/env.ts's names; the Env of the app fits). */
export interface LimitsEnv {
  readonly CIRCUIT_FAILURE_THRESHOLD: number;
  readonly CIRCUIT_OPEN_MS: number;
  /** HubSpot's budget: at most `max` calls in `windowMs`. */
  readonly HUBSPOT_RATE_LIMIT: { readonly max: number; readonly windowMs: number };
  readonly OUTBOX_LEASE_MS: number;
}

/** One instance (SQLite): every limit counted in this process. */
export function limitsInProcess(env: LimitsEnv): SharedLimits {
  const { max, windowMs } = env.HUBSPOT_RATE_LIMIT;
  return {
    scope: 'process',
    circuit: new CircuitBreaker({ threshold: env.CIRCUIT_FAILURE_THRESHOLD, openMs: env.CIRCUIT_OPEN_MS }),
    budget: new LocalOutboundBudget(max, windowMs),
    windows: undefined,
  };
}

/** Several instances on one PostgreSQL: every limit kept in the database they share. */
export function limitsInPostgres(
  pool: pg.Pool,
  env: LimitsEnv,
  onSweepError: (error: unknown) => void,
): SharedLimits {
  const { max, windowMs } = env.HUBSPOT_RATE_LIMIT;
  return {
    scope: 'postgresql',
    // A probe or a call outlives its instance by at most a lease (longer than the HubSpot timeout).
    circuit: sharedCircuit(pool, {
      threshold: env.CIRCUIT_FAILURE_THRESHOLD,
      openMs: env.CIRCUIT_OPEN_MS,
      owner: `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`,
      probeLeaseMs: env.OUTBOX_LEASE_MS,
    }),
    budget: sharedBudget(pool, { max, windowMs, staleMs: env.OUTBOX_LEASE_MS }),
    windows: sharedWindows(pool, onSweepError),
  };
}
