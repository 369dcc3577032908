import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * Connections a company configures (its SMTP server today; webhooks, calendars and storage
 * endpoints later) go out from the platform's own network: a company naming 127.0.0.1, a private
 * address or the cloud's metadata address would reach what only the platform should. So a host
 * is resolved here, every address it has is checked, and the connection goes to the address
 * checked, never to the name again (which could resolve elsewhere the second time). The operator
 * may allow private addresses (OUTBOUND_ALLOW_PRIVATE=1: a mail server on the same network, a
 * local test server).
 */

/** Thrown for a host that may not be reached from here; it says no more than that. */
export class OutboundRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} is not reachable from here.`);
  }
}

/** Addresses that are not the public internet: this host, private and shared networks, link-local, multicast, reserved. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
// IPv6: unspecified and loopback, IPv4-compatible (deprecated), NAT64's local prefix, 6to4 (which
// embeds any IPv4 address), documentation, unique local, link-local, site-local, multicast.
for (const [network, prefix] of [
  ['::', 127],
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address NAT64's well-known prefix carries (`64:ff9b::10.0.0.1`), if it is one. */
function nat64(address: string): string | null {
  const m = /^64:ff9b::(?:(\d+\.\d+\.\d+\.\d+)|([\da-f]{1,4}):([\da-f]{1,4}))$/i.exec(address);
  if (!m) return null;
  if (m[1]) return m[1];
  const [high, low] = [parseInt(m[2], 16), parseInt(m[3], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is not on the public internet (an IPv4-mapped IPv6 address is checked as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const carried = nat64(address);
  return carried ? PRIVATE.check(carried, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/**
 * The address to connect to for `host` (a name or an address): its first, once every address it
 * resolves to was checked. OutboundRefused when any is private (unless the operator allows them);
 * the resolver's own error when the name does not resolve.
 */
export async function outboundAddress(host: string): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const found = isIP(bare) ? [{ address: bare }] : await lookup(bare, { all: true, verbatim: true });
  if (!found.length) throw new OutboundRefused(host);
  if (env().OUTBOUND_ALLOW_PRIVATE !== '1' && found.some((a) => isPrivateAddress(a.address))) throw new OutboundRefused(host);
  return found[0].address;
}
