/** closed: calls go; open: none go; half-open: one probe goes (circuit-breaker.ts says when). */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** A value now (the in-process gates) or later (the gates every instance shares in PostgreSQL). */
export type Awaitable<T> = T | Promise<T>;

/** What the circuit answers a lane that wants to call HubSpot. */
export interface CircuitPass {
  /** ms to wait before anything may be sent; 0 = go. */
  readonly waitMs: number;
  /** This lane holds the single probe of a half-open circuit. */
  readonly probe: boolean;
  /** The state the answer was read from (what /readyz and the metrics show). */
  readonly state: CircuitState;
}

/**
 * The circuit breaker as the delivery worker sees it (docs/requirements.md R16): in this process
 * (circuit-breaker.ts) or shared by every instance (postgres/shared-circuit.ts), where one instance's
 * failures open it for all and only one probe is in flight across all of them. `now` is the
 * caller's clock; the shared circuit keeps time on the database's instead.
 */
export interface CircuitGate {
  acquire(now: number): Awaitable<CircuitPass>;
  /** The probe slot was taken but nothing was sent (no lead was due). */
  releaseProbe(): Awaitable<void>;
  /** @returns true when this success closed an open circuit (the backlog may go now). */
  onSuccess(): Awaitable<boolean>;
  /** A failed delivery; `retryAfterMs` is HubSpot's Retry-After (already capped): nothing goes before it. */
  onFailure(now: number, retryAfterMs?: number): Awaitable<void>;
  state(now: number): Awaitable<CircuitState>;
}

/** One call's place in the outbound budget. */
export type BudgetSlot = number;

/**
 * HubSpot's request budget for the portal (HUBSPOT_RATE_LIMIT, R16): at most `max` calls in any
 * window. A slot counts from when it is taken until a window after its call finished, so a call
 * that lands at HubSpot late in its slot is still inside the window that counted it. In this
 * process (outbound-budget.ts) or shared by every instance (postgres/shared-budget.ts).
 */
export interface OutboundBudget {
  /** Takes a slot, or says how many ms until one frees up (nothing taken). */
  take(now: number): Awaitable<{ readonly slot: BudgetSlot } | { readonly waitMs: number }>;
  /** The call made with the slot finished (answer, error or timeout). */
  finish(slot: BudgetSlot, now: number): Awaitable<void>;
  /** Nothing was sent with the slot: it is free again. */
  giveBack(slot: BudgetSlot): Awaitable<void>;
}
