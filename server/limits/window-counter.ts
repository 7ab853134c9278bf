/** One hit counted in a fixed window. */
export interface WindowHit {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** ms until the window resets. */
  readonly resetInMs: number;
}

/** Fixed-window counters every instance shares (the per-client limits, the intake ceiling), kept in
 * PostgreSQL (postgres/shared-windows.ts); without them both are counted in this process. */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<WindowHit>;
}
