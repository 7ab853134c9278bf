import { loadEnv } from '../../server/env.ts';

/**
 * One attacker's IPv6 /48 (2001:db8:a::/48, documentation space, RFC 3849): 512 of its /64s,
 * spread over 256 of its /56s, so neither the /64 nor the /56 windows alone stop the flood.
 */
export const FLOOD_ADDRESSES = Array.from(
  { length: 512 },
  (_, index) => `2001:db8:a:${(index * 128).toString(16)}::${(index + 1).toString(16)}`,
);

/** A visitor on another network (another /48, another /24). */
export const OTHER_VISITORS = ['2001:db8:b:1::7', '198.51.100.23'];

/** The per-client limits and the intake ceiling as shipped (server/env.ts's defaults). */
export function shippedLimits(): Record<string, string> {
  const env = loadEnv({});
  const names = [
    'RATE_LIMIT_PER_MINUTE',
    'RATE_LIMIT_PER_HOUR',
    'RATE_LIMIT_IPV4_24_PER_MINUTE',
    'RATE_LIMIT_IPV4_24_PER_HOUR',
    'RATE_LIMIT_IPV6_56_PER_MINUTE',
    'RATE_LIMIT_IPV6_56_PER_HOUR',
    'RATE_LIMIT_IPV6_48_PER_MINUTE',
    'RATE_LIMIT_IPV6_48_PER_HOUR',
    'LEAD_INTAKE_PER_MINUTE',
  ] as const;
  return Object.fromEntries(names.map((name) => [name, String(env[name])]));
}

/**
 * Two submissions from each flood address (1,024, more than the intake ceiling of 600), 32 at a
 * time; `send` answers with the status code. Returns the statuses in order.
 */
export async function flood(send: (ip: string, index: number) => Promise<number>): Promise<number[]> {
  const requests = [...FLOOD_ADDRESSES, ...FLOOD_ADDRESSES];
  const statuses: number[] = [];
  for (let start = 0; start < requests.length; start += 32) {
    const batch = requests.slice(start, start + 32);
    statuses.push(...(await Promise.all(batch.map((ip, offset) => send(ip, start + offset)))));
  }
  return statuses;
}
