// IPv6 addresses that carry an IPv4 address inside them: a target at one of them is reached at (or through) that
// IPv4 address, so the address guard decides by it. Pure; RFC 4291 (compatible, mapped), RFC 6052 (NAT64),
// RFC 6145 (SIIT translated), RFC 3056 (6to4), RFC 4380 (Teredo).

/** The 8 groups of an IPv6 address (a trailing dotted IPv4 counts as two), or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 addresses an IPv6 address stands for, when it embeds any: the mapped, compatible and translated
 * forms and NAT64's well-known prefix (the last 32 bits), 6to4 (bits 16–48), Teredo (its server, bits 32–64,
 * and its client, the last 32 bits inverted). Empty for an ordinary IPv6 address.
 */
export function embeddedIPv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (!g) return [];
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::a.b.c.d (compatible; :: and ::1 are themselves), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated).
  if (zeros(0, 5) && (g[5] === 0xffff || (g[5] === 0 && (g[6] !== 0 || g[7] > 1)))) return [v4(g[6], g[7])];
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return [v4(g[6], g[7])];
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return [v4(g[6], g[7])];
  if (g[0] === 0x2002) return [v4(g[1], g[2])];
  if (g[0] === 0x2001 && g[1] === 0) return [v4(g[2], g[3]), v4(g[6] ^ 0xffff, g[7] ^ 0xffff)];
  return [];
}
