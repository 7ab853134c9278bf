import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedRateLimitStore } from '../limits/rate-limit-store.ts';
import type { WindowCounter } from '../limits/window-counter.ts';
import { sendError } from '../errors.ts';
import { networkKey, rateLimitKey, type ClientNetwork } from '../logging/ip-prefix.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** A route hook that answers (and so stops the request) or returns undefined to let it through. */
export type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** A minute and an hour limit (0 turns one off). */
export interface WindowLimits {
  readonly perMinute: number;
  readonly perHour: number;
}

/** The client's own limits, and those of its wider networks (decision 141). */
export interface SubmitLimits extends WindowLimits {
  readonly networks: Readonly<Record<ClientNetwork, WindowLimits>>;
}

/** The limits of server/env.ts's RATE_LIMIT_* variables. */
export function submitLimitsOf(env: {
  readonly RATE_LIMIT_PER_MINUTE: number;
  readonly RATE_LIMIT_PER_HOUR: number;
  readonly RATE_LIMIT_IPV4_24_PER_MINUTE: number;
  readonly RATE_LIMIT_IPV4_24_PER_HOUR: number;
  readonly RATE_LIMIT_IPV6_56_PER_MINUTE: number;
  readonly RATE_LIMIT_IPV6_56_PER_HOUR: number;
  readonly RATE_LIMIT_IPV6_48_PER_MINUTE: number;
  readonly RATE_LIMIT_IPV6_48_PER_HOUR: number;
}): SubmitLimits {
  return {
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    perHour: env.RATE_LIMIT_PER_HOUR,
    networks: {
      'ipv4/24': { perMinute: env.RATE_LIMIT_IPV4_24_PER_MINUTE, perHour: env.RATE_LIMIT_IPV4_24_PER_HOUR },
      'ipv6/56': { perMinute: env.RATE_LIMIT_IPV6_56_PER_MINUTE, perHour: env.RATE_LIMIT_IPV6_56_PER_HOUR },
      'ipv6/48': { perMinute: env.RATE_LIMIT_IPV6_48_PER_MINUTE, perHour: env.RATE_LIMIT_IPV6_48_PER_HOUR },
    },
  };
}

/** One window: its limit, and the key a client counts under (undefined: the window does not apply). */
interface Window {
  readonly max: number;
  readonly timeWindow: number;
  readonly key: (ip: string) => string | undefined;
}

function windowsOf(limits: SubmitLimits): Window[] {
  const pair = (own: WindowLimits, key: Window['key']): Window[] => [
    { max: own.perMinute, timeWindow: MINUTE, key },
    { max: own.perHour, timeWindow: HOUR, key },
  ];
  const networks = Object.entries(limits.networks) as [ClientNetwork, WindowLimits][];
  return [
    ...pair(limits, rateLimitKey),
    ...networks.flatMap(([network, own]) => pair(own, (ip) => networkKey(ip, network))),
  ].filter((window) => window.max > 0);
}

/**
 * Per-client-IP limit on lead submissions, two windows (a minute and an hour;
 * 0 turns one off), and the same two on the client's wider networks (IPv4 /24, IPv6 /56 and
 * /48, decision 141): one network takes at most its own share of the intake ceiling, however
 * many addresses it rotates through. The IP is Fastify's request.ip, which honours
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
  limits: SubmitLimits,
  shared?: WindowCounter,
): Promise<GuardHook> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared ? { store: sharedRateLimitStore(shared), skipOnError: true } : {}),
  });
  const windows = windowsOf(limits).map((window) => ({
    key: window.key,
    // The key was worked out (and found to apply) before the limiter runs.
    limiter: app.createRateLimit({
      max: window.max,
      timeWindow: window.timeWindow,
      keyGenerator: (request) => window.key(request.ip) ?? request.ip,
    }),
  }));

  return async (request, reply) => {
    for (const { key, limiter } of windows) {
      if (key(request.ip) === undefined) continue;
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
