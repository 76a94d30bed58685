// Which addresses a red-team target may have. The ranges the IANA special-purpose registries mark not globally
// reachable (special-ranges.ts: private, loopback, link-local with cloud metadata, carrier-grade NAT, multicast,
// reserved), and IPv6 outside global unicast, are refused unless the operator allows them
// (ASSAY_ALLOW_PRIVATE_TARGETS=1, or ASSAY_TARGET_ALLOWLIST naming the host or its network). The check runs
// on every address a host name resolves to, at connect time, so DNS cannot point a public name inside.
import dns from 'node:dns';
import net from 'node:net';
import { embeddedIPv4, ipv6Groups } from './ipv6-embedded.js';
import { IPV4_SPECIAL, IPV6_GLOBAL_UNICAST, IPV6_SPECIAL, type SpecialRange } from './special-ranges.js';

export interface AddressPolicy {
  allowPrivate: boolean;
  /** Host names (exact, lower-case) and CIDR networks that are allowed whatever their address. */
  allowlist: string[];
}

export class TargetRefused extends Error {
  override name = 'TargetRefused';
}

// One list per range, so that a refusal can name the range and its source.
const lists = (family: 'ipv4' | 'ipv6', ranges: readonly SpecialRange[]) =>
  ranges.map((range) => {
    const list = new net.BlockList();
    list.addSubnet(range.network, range.prefix, family);
    return { range, list };
  });
const SPECIAL = { ipv4: lists('ipv4', IPV4_SPECIAL), ipv6: lists('ipv6', IPV6_SPECIAL) };
const GLOBAL_UNICAST = lists('ipv6', [IPV6_GLOBAL_UNICAST])[0].list;

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
  const special = SPECIAL[family].find(({ list }) => list.check(ip, family))?.range;
  if (ip.toLowerCase().startsWith('fd00:ec2:')) return `${ip} is a link-local address (cloud metadata lives there)`;
  if (special) return `${ip} is in ${special.network}/${special.prefix}, ${special.name} (${special.source}): not globally reachable`;
  if (family === 'ipv6' && !GLOBAL_UNICAST.check(ip, 'ipv6')) {
    return `${ip} is outside 2000::/3, global unicast: reserved by the IANA IPv6 address space registry, not globally reachable`;
  }
  return null;
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
