/** A request kept unanswered: `arrived` once the browser has asked for it, `release` lets it go on. */
export interface HeldRequest {
  readonly arrived: Promise<void>;
  release(): void;
}

/**
 * Requests the probe proxy keeps unanswered until a journey releases them: how a journey catches
 * a page while one of its requests is still out (a visitor leaving during start-up).
 */
export class HeldRequests {
  private readonly held = new Map<string, { arrive: () => void; released: Promise<void> }>();

  /** Holds the next request for `path` (its path and query, as the browser asks for it). */
  hold(path: string): HeldRequest {
    let arrive: () => void = () => undefined;
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.set(path, { arrive, released });
    return {
      arrived,
      release: () => {
        this.held.delete(path);
        release();
      },
    };
  }

  /** For the proxy: what a request for `path` waits for before it is forwarded (nothing if not held). */
  gate(path: string): Promise<void> | undefined {
    const entry = this.held.get(path);
    if (!entry) return undefined;
    this.held.delete(path);
    entry.arrive();
    return entry.released;
  }
}
