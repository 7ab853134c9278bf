import { isIPv4, isIPv6 } from 'node:net';

/**
 * An address cut to its network prefix: IPv4 to `v4Bits` (a multiple of 8), IPv6 to `v6Bits`
 * (any length: /56 keeps the first 56 bits). An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack
 * socket reports for an IPv4 client) counts as IPv4. Anything else is returned as it is.
 */
export function ipPrefix(ip: string, bits: { readonly v4: number; readonly v6: number }): string {
  if (isIPv4(ip)) return ipv4Prefix(ip, bits.v4);
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Prefix([high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'), bits.v4);
  }
  const kept = Math.ceil(bits.v6 / 16);
  const spare = kept * 16 - bits.v6;
  const head = groups.slice(0, kept).map((group, index) => {
    const masked = index === kept - 1 ? (group >> spare) << spare : group;
    return masked.toString(16);
  });
  return kept >= 8 ? head.join(':') : `${head.join(':')}::`;
}

function ipv4Prefix(ip: string, bits: number): string {
  const kept = Math.ceil(bits / 8);
  return ip
    .split('.')
    .map((octet, index) => (index < kept ? octet : '0'))
    .join('.');
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.split('%')[0] ?? '';
  if (!isIPv6(address)) return undefined;
  const parts = address.split(':');
  const last = parts[parts.length - 1] ?? '';
  if (last.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    parts.splice(parts.length - 1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const [head = '', tail] = parts.join(':').split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/**
 * The rate-limit key of a client: its IPv4 address, or its IPv6 /64. One IPv6 subscriber
 * usually holds a whole /64 and can rotate through it at will, so keying on the full address
 * would never limit them (decision 088).
 */
export function rateLimitKey(ip: string): string {
  return ipPrefix(ip, { v4: 32, v6: 64 });
}

/** The wider networks that get windows of their own (decision 141). */
export type ClientNetwork = 'ipv4/24' | 'ipv6/56' | 'ipv6/48';

/**
 * The rate-limit key of a client's wider network, or undefined when the network is of the other
 * family (an IPv4 client has no /56). An IPv4-mapped IPv6 address is IPv4, as above.
 */
export function networkKey(ip: string, network: ClientNetwork): string | undefined {
  const bits = Number(network.slice(5));
  const cut =
    network === 'ipv4/24' ? ipPrefix(ip, { v4: bits, v6: 128 }) : ipPrefix(ip, { v4: 32, v6: bits });
  const family = isIPv4(cut) ? 'ipv4' : isIPv6(cut) ? 'ipv6' : undefined;
  return family !== undefined && network.startsWith(family) ? `${network}:${cut}` : undefined;
}
