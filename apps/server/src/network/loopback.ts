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

/** Headers a proxy adds when it passes a request on: a request that carries one came through a proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'];

/**
 * Did this request come from this machine? With TRUST_PROXY Fastify trusts every hop, so `request.ip` is
 * the left-most X-Forwarded-For entry, which the client writes itself (a proxy appends to what it got).
 * Hence every address on the way must be loopback: the TCP peer and each forwarded one. Without
 * TRUST_PROXY a proxy on this machine (started without telling us) makes every TCP peer loopback, so a
 * request that carries any forwarding header counts as coming from elsewhere.
 */
export function requestComesFromThisMachine(request: FastifyRequest): boolean {
  if (request.ips === undefined) {
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    return !forwarded && isLoopbackAddress(request.ip);
  }
  const hops = request.ips;
  return hops.length > 0 && hops.every((address) => isLoopbackAddress(address));
}
