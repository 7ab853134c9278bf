import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounter } from './window-counter.ts';

/**
 * @fastify/rate-limit's store over shared windows. Its minute and hour limiters share one store
 * (a child per limiter), so the key carries the window's length to keep them apart.
 */
class SharedWindowsStore implements FastifyRateLimitStore {
  readonly #counter: WindowCounter;

  constructor(counter: WindowCounter) {
    this.#counter = counter;
  }

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
    this.#counter.hit(`submit:${String(timeWindow)}:${key}`, timeWindow).then(
      (hit) => {
        callback(null, { current: hit.count, ttl: hit.resetInMs });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The plugin constructs its store itself (with its options only): the counter comes by closure. */
export function sharedRateLimitStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class extends SharedWindowsStore {
    constructor() {
      super(counter);
    }
  };
}
