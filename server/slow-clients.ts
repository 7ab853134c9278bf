import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { Env } from './env.ts';

/**
 * The socket limits that stop a slow or stalled client from holding a connection (and its
 * memory) for ever (decision 088): a whole request within REQUEST_TIMEOUT_MS, its headers within
 * HEADERS_TIMEOUT_MS, an idle kept-alive connection for KEEP_ALIVE_TIMEOUT_MS, no traffic at all
 * for CONNECTION_TIMEOUT_MS. Node checks the header and request deadlines on a timer (30 s by
 * default); it runs more often so a deadline is kept to within a second.
 */
export function slowClientLimits(env: Env): Partial<FastifyHttpOptions<Server>> {
  const checkEveryMs = Math.max(10, Math.min(1_000, Math.floor(env.HEADERS_TIMEOUT_MS / 4)));
  return {
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
    http: { headersTimeout: env.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: checkEveryMs },
  };
}
