import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';

/** Resolves a host name to every address it has (`dns.lookup` with `all`); injectable for tests. */
export type TResolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: TResolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why an address is refused: the message a developer reads on the url field. */
export class AddressRefused extends Error {
  constructor(readonly messageKey: TMessageKey) {
    super(messageKey);
    this.name = 'AddressRefused';
  }
}

// Everything that is not the public internet: loopback, private, link-local (and the cloud
// metadata address in it), CGNAT, "this network", multicast, reserved, documentation, benchmarking,
// and the IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo) or stay local (ULA).
// IPv4-mapped IPv6 addresses are read as the IPv4 address they carry (see `normalized`).
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d, any spelling) carries, or null. */
function mappedIpv4(address: string): string | null {
  const dotted = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** An address as the block lists read it: an IPv4-mapped IPv6 address as its IPv4 address. */
function normalized(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = isIP(bare) === 6 ? mappedIpv4(bare) : null;
  if (mapped) return { address: mapped, type: 'ipv4' };
  return { address: bare, type: isIP(bare) === 6 ? 'ipv6' : 'ipv4' };
}

export const isLoopback = (address: string) => {
  const { address: a, type } = normalized(address);
  return LOOPBACK.check(a, type);
};

/** Whether an address may receive webhooks: public, or loopback when the setting allows it. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const { address: a, type } = normalized(address);
  if (isIP(a) === 0) return false;
  if (allowLoopback && LOOPBACK.check(a, type)) return true;
  return !NOT_PUBLIC.check(a, type);
}

/** A URL vetted for sending: its parts, and the one address it is to be sent to. */
export type TVettedUrl = { url: URL; address: string; family: 4 | 6 };

/**
 * Checks an endpoint's address where it leads now: https (http only to loopback, with the
 * setting), no credentials, and a host whose every address is public (an address of a name may
 * change, so this is asked again before each sending, and the sending connects to the address
 * vetted here). Throws AddressRefused with the reason.
 */
export async function vetWebhookUrl(
  raw: string,
  options: { allowLoopback: boolean; resolve: TResolve },
): Promise<TVettedUrl> {
  if (!URL.canParse(raw)) throw new AddressRefused('webhook.urlInvalid');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AddressRefused('webhook.urlNotHttps');
  if (url.username || url.password) throw new AddressRefused('webhook.urlCredentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new AddressRefused('webhook.urlInvalid');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new AddressRefused('webhook.urlUnresolved');
    }
  }
  if (addresses.length === 0) throw new AddressRefused('webhook.urlUnresolved');
  // Every address a name has must be allowed: a client may connect to any of them.
  if (!addresses.every((entry) => isAllowedAddress(entry.address, options.allowLoopback)))
    throw new AddressRefused('webhook.urlNotPublic');
  const loopbackOnly = addresses.every((entry) => isLoopback(entry.address));
  if (url.protocol === 'http:' && !(options.allowLoopback && loopbackOnly))
    throw new AddressRefused('webhook.urlNotHttps');
  const [first] = addresses;
  if (!first) throw new AddressRefused('webhook.urlUnresolved');
  return {
    url,
    address: normalized(first.address).address,
    family: isIP(normalized(first.address).address) === 6 ? 6 : 4,
  };
}
