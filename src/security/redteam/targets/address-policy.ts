// Which addresses a red-team target may have. Private, loopback, link-local (cloud metadata included),
// carrier-grade NAT, multicast and reserved ranges — the ranges the IANA special-purpose registries mark not
// globally reachable — are refused unless the operator allows them
// (ASSAY_ALLOW_PRIVATE_TARGETS=1, or ASSAY_TARGET_ALLOWLIST naming the host or its network). The check runs
// on every address a host name resolves to, at connect time, so DNS cannot point a public name inside.
import dns from 'node:dns';
import net from 'node:net';
import { embeddedIPv4, ipv6Groups } from './ipv6-embedded.js';

export interface AddressPolicy {
  allowPrivate: boolean;
  /** Host names (exact, lower-case) and CIDR networks that are allowed whatever their address. */
  allowlist: string[];
}

export class TargetRefused extends Error {
  override name = 'TargetRefused';
}

const BLOCKED = new net.BlockList();
for (const [net4, prefix] of [
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
  BLOCKED.addSubnet(net4, prefix, 'ipv4');
// IPv6 ranges not globally reachable (the forms that embed an IPv4 address are decided by it instead, below):
// unspecified, loopback, NAT64 local use, discard-only, IETF protocol assignments, benchmarking, documentation (old
// and new), ORCHID, segment-routing SIDs, site-local (deprecated), unique local, link-local, multicast.
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['2001:10::', 28],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fec0::', 10],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net6, prefix, 'ipv6');
}

/**
 * Why an address may not be a target, or null when it may. An IPv6 address that embeds IPv4 addresses (mapped,
 * compatible, translated, NAT64, 6to4, Teredo: ipv6-embedded.ts) is refused when any of them is.
 */
export function forbiddenReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const embedded = net.isIPv6(bare) ? embeddedIPv4(bare) : [];
  for (const v4 of embedded) {
    const reason = forbiddenReason(v4);
    if (reason) return `${bare} stands for ${v4}, and ${reason}`;
  }
  if (embedded.length > 0) return null;
  const ip = bare;
  const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) && ipv6Groups(ip) ? 'ipv6' : null;
  if (!family) return `"${address}" is not an IP address`;
  if (!BLOCKED.check(ip, family)) return null;
  if (ip.startsWith('169.254.') || ip.toLowerCase().startsWith('fd00:ec2:')) return `${ip} is a link-local address (cloud metadata lives there)`;
  if (ip === '127.0.0.1' || ip === '::1' || ip.startsWith('127.')) return `${ip} is a loopback address`;
  return `${ip} is a private or reserved address`;
}

function allowlisted(policy: AddressPolicy, host: string, address?: string): boolean {
  for (const entry of policy.allowlist) {
    if (entry === host.toLowerCase()) return true;
    if (address && entry.includes('/')) {
      const [base, bits] = entry.split('/');
      const family = net.isIPv4(base) ? 'ipv4' : 'ipv6';
      const list = new net.BlockList();
      try {
        list.addSubnet(base, Number(bits), family);
        if (list.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6')) return true;
      } catch {
        // A malformed entry allows nothing.
      }
    }
  }
  return false;
}

/** Throws TargetRefused when the policy forbids this host at this address. */
export function checkAddress(policy: AddressPolicy, host: string, address: string): void {
  if (policy.allowPrivate || allowlisted(policy, host, address)) return;
  const reason = forbiddenReason(address);
  if (reason) {
    throw new TargetRefused(
      `the target ${host} resolves to ${reason}; private targets are refused unless the operator sets ASSAY_ALLOW_PRIVATE_TARGETS=1 or lists the host in ASSAY_TARGET_ALLOWLIST`,
    );
  }
}

/** Resolves a host and checks every address it has (used at the start of a run, for a 422 up front). */
export async function checkHost(policy: AddressPolicy, host: string): Promise<void> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) return checkAddress(policy, bare, bare);
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(bare, { all: true });
  } catch (err) {
    throw new TargetRefused(`the target host ${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? 'DNS error'})`);
  }
  for (const a of addresses) checkAddress(policy, bare, a.address);
}

/** A dns.lookup replacement for http.request that refuses forbidden addresses at connect time. */
export function guardedLookup(policy: AddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      try {
        for (const a of addresses) checkAddress(policy, hostname, a.address);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
