import { isIPv4 } from 'node:net';

/**
 * An IP address as the blocklist and the per-address limit key it: an IPv4 address reached over
 * IPv6 (`::ffff:1.2.3.4`, as Node reports it on a dual-stack socket) is the IPv4 address.
 */
export function clientAddress(ip: string): string {
  const lower = ip.trim().toLowerCase();
  const mapped = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : null;
  return mapped && isIPv4(mapped) ? mapped : lower;
}
