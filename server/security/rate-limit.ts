import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedRateLimitStore } from '../limits/rate-limit-store.ts';
import type { WindowCounter } from '../limits/window-counter.ts';
import { sendError } from '../errors.ts';
import { rateLimitKey } from '../logging/ip-prefix.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** A route hook that answers (and so stops the request) or returns undefined to let it through. */
export type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * Per-client-IP limit on lead submissions, two windows (a minute and an hour;
 * 0 turns one off). The IP is Fastify's request.ip, which honours
 * X-Forwarded-For only from the proxies TRUST_PROXY names; an IPv6 client counts by its /64
 * (server/logging/ip-prefix.ts), which one subscriber can rotate through. @fastify/rate-limit
 * runs one window per route hook, so its limiter factory is used once per window.
 * With `shared` (several instances on PostgreSQL) the counts live in the database, so a
 * flood spread over the instances is limited as if it hit one (decision 097); without it,
 * in this process (@fastify/rate-limit's bounded LRU). A database that cannot count lets the
 * request through: storing the lead will tell whether the database is really down.
 */
export async function createSubmitRateLimit(
  app: FastifyInstance,
  limits: { perMinute: number; perHour: number },
  shared?: WindowCounter,
): Promise<GuardHook> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared ? { store: sharedRateLimitStore(shared), skipOnError: true } : {}),
  });
  const windows = [
    { max: limits.perMinute, timeWindow: MINUTE },
    { max: limits.perHour, timeWindow: HOUR },
  ]
    .filter((window) => window.max > 0)
    .map((window) => app.createRateLimit({ ...window, keyGenerator: (request) => rateLimitKey(request.ip) }));

  return async (request, reply) => {
    for (const limiter of windows) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        return sendError(
          reply.header('retry-after', String(Math.max(result.ttlInSeconds, 1))),
          'RATE_LIMITED',
        );
      }
    }
    return undefined;
  };
}
