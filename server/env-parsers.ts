import { isIP } from 'node:net';

/**
 * Parsers for the environment values that are more than a number or a URL.
 */

/** What Fastify's `trustProxy` option accepts (a hop count becomes a function of the hop). */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Names proxy-addr understands for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset or `false` → trust no proxy (the socket address is the
 * client); `true` → trust every hop (only behind a proxy that overwrites
 * X-Forwarded-For; refused in production, decision 140); a number → trust that
 * many hops (1: one proxy on this host); otherwise a
 * comma-separated list of proxy addresses, CIDR ranges or the names
 * loopback / linklocal / uniquelocal.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const bad = items.filter((item) => !isAddressOrCidr(item));
  if (bad.length > 0 || items.length === 0) {
    return {
      error: `must be true, false, a hop count or a list of proxy IPs/CIDRs (bad: ${bad.join(', ') || value})`,
    };
  }
  return items;
}

export interface RateSpec {
  readonly max: number;
  readonly windowMs: number;
}

/** "80/10s", "5/1000ms", "200/1s" → { max, windowMs }. */
export function parseRateSpec(raw: string): RateSpec | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s)\s*$/.exec(raw);
  if (!match) return undefined;
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * (match[3] === 's' ? 1000 : 1);
  if (max < 1 || windowMs < 1) return undefined;
  return { max, windowMs };
}
