import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// 127.0.0.0/8 and ::1; BlockList also matches their IPv4-mapped IPv6 forms (::ffff:127.0.0.1).
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Is `address` (an IP address as Node reports it) a loopback address? Anything else, garbage included, is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Is HOST (the address the server listens on) reachable from this machine only? */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/**
 * Did this request come from this machine? With TRUST_PROXY Fastify trusts every hop, so `request.ip` is
 * the left-most X-Forwarded-For entry, which the client writes itself (a proxy appends to what it got).
 * Hence every address on the way must be loopback: the TCP peer and each forwarded one. Without
 * TRUST_PROXY that is the TCP peer alone.
 */
export function requestComesFromThisMachine(request: FastifyRequest): boolean {
  const hops = request.ips ?? [request.ip];
  return hops.length > 0 && hops.every((address) => isLoopbackAddress(address));
}
