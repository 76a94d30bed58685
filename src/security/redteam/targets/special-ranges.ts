// The ranges a red-team target may not be in: the IANA special-purpose address registries' entries that are not
// globally reachable (iana.org/assignments/iana-ipv4-special-registry, iana-ipv6-special-registry), plus
// multicast and, for IPv6, everything outside global unicast 2000::/3 (the IPv6 address space registry marks
// the rest reserved). The forms that embed an IPv4 address (::ffff:0:0/96, 64:ff9b::/96, 2002::/16, Teredo)
// are decided by that address instead (ipv6-embedded.ts), so they are not listed here.

export interface SpecialRange {
  network: string;
  prefix: number;
  name: string;
  source: string;
}

export const IPV4_SPECIAL: readonly SpecialRange[] = [
  { network: '0.0.0.0', prefix: 8, name: '"this network"', source: 'RFC 791' },
  { network: '10.0.0.0', prefix: 8, name: 'private-use', source: 'RFC 1918' },
  { network: '100.64.0.0', prefix: 10, name: 'shared address space (carrier-grade NAT)', source: 'RFC 6598' },
  { network: '127.0.0.0', prefix: 8, name: 'loopback', source: 'RFC 1122' },
  { network: '169.254.0.0', prefix: 16, name: 'link-local, where cloud metadata lives', source: 'RFC 3927' },
  { network: '172.16.0.0', prefix: 12, name: 'private-use', source: 'RFC 1918' },
  { network: '192.0.0.0', prefix: 24, name: 'IETF protocol assignments', source: 'RFC 6890' },
  { network: '192.0.2.0', prefix: 24, name: 'documentation (TEST-NET-1)', source: 'RFC 5737' },
  { network: '192.88.99.0', prefix: 24, name: 'deprecated 6to4 relay anycast', source: 'RFC 7526' },
  { network: '192.168.0.0', prefix: 16, name: 'private-use', source: 'RFC 1918' },
  { network: '198.18.0.0', prefix: 15, name: 'benchmarking', source: 'RFC 2544' },
  { network: '198.51.100.0', prefix: 24, name: 'documentation (TEST-NET-2)', source: 'RFC 5737' },
  { network: '203.0.113.0', prefix: 24, name: 'documentation (TEST-NET-3)', source: 'RFC 5737' },
  { network: '224.0.0.0', prefix: 4, name: 'multicast', source: 'RFC 5771' },
  { network: '240.0.0.0', prefix: 4, name: 'reserved, with the limited broadcast address', source: 'RFC 1112, RFC 919' },
];

export const IPV6_SPECIAL: readonly SpecialRange[] = [
  { network: '::', prefix: 128, name: 'the unspecified address', source: 'RFC 4291' },
  { network: '::1', prefix: 128, name: 'loopback', source: 'RFC 4291' },
  { network: '64:ff9b:1::', prefix: 48, name: 'IPv4-IPv6 translation for local use', source: 'RFC 8215' },
  { network: '100::', prefix: 64, name: 'discard-only', source: 'RFC 6666' },
  { network: '100:0:0:1::', prefix: 64, name: 'dummy IPv6 prefix', source: 'RFC 9780' },
  { network: '2001::', prefix: 23, name: 'IETF protocol assignments', source: 'RFC 2928' },
  { network: '2001:2::', prefix: 48, name: 'benchmarking', source: 'RFC 5180' },
  { network: '2001:db8::', prefix: 32, name: 'documentation', source: 'RFC 3849' },
  { network: '2001:10::', prefix: 28, name: 'ORCHID (deprecated)', source: 'RFC 4843' },
  { network: '3fff::', prefix: 20, name: 'documentation', source: 'RFC 9637' },
  { network: '5f00::', prefix: 16, name: 'segment routing SIDs', source: 'RFC 9602' },
  { network: 'fc00::', prefix: 7, name: 'unique local', source: 'RFC 4193' },
  { network: 'fe80::', prefix: 10, name: 'link-local', source: 'RFC 4291' },
  { network: 'fec0::', prefix: 10, name: 'site-local (deprecated)', source: 'RFC 3879' },
  { network: 'ff00::', prefix: 8, name: 'multicast', source: 'RFC 4291' },
];

/** Global unicast: IPv6 outside it is reserved or unassigned (IANA IPv6 address space registry). */
export const IPV6_GLOBAL_UNICAST: SpecialRange = { network: '2000::', prefix: 3, name: 'global unicast', source: 'RFC 4291' };
