/**
 * Every per-client and per-network contact limit turned off (server/env.ts; decisions 065, 141):
 * the suites and benches that send many leads from one address, faster than a person types. The
 * limits have their own tests (server/leads/send-route.limits.test.ts, …network-shares.test.ts).
 */
export const RATE_LIMITS_OFF: Readonly<Record<string, string>> = {
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_PER_HOUR: '0',
  RATE_LIMIT_IPV4_24_PER_MINUTE: '0',
  RATE_LIMIT_IPV4_24_PER_HOUR: '0',
  RATE_LIMIT_IPV6_56_PER_MINUTE: '0',
  RATE_LIMIT_IPV6_56_PER_HOUR: '0',
  RATE_LIMIT_IPV6_48_PER_MINUTE: '0',
  RATE_LIMIT_IPV6_48_PER_HOUR: '0',
};
