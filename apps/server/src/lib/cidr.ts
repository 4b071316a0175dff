import { isIPv4, isIPv6 } from 'node:net';

/**
 * CIDR matching for the merchant's blocked IP ranges. Addresses become BigInts so one
 * comparison works for IPv4 and IPv6; IPv4-mapped IPv6 (::ffff:a.b.c.d, as Node reports IPv4
 * clients on dual-stack sockets) is folded to plain IPv4 on both sides.
 */
export interface ParsedAddress {
  version: 4 | 6;
  value: bigint;
}

export interface CidrRange {
  version: 4 | 6;
  network: bigint;
  prefix: number;
  /** Canonical text, e.g. 10.0.0.0/8. */
  text: string;
}

function parseIPv4(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseIPv6(text: string): bigint {
  let body = text;
  let tailWords: number[] = [];
  // Embedded dotted IPv4 tail, e.g. ::ffff:1.2.3.4 or 64:ff9b::1.2.3.4.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = Number(parseIPv4(tail));
    tailWords = [v4 >>> 16, v4 & 0xffff];
    body = text.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const toWords = (part: string) =>
    part === '' ? [] : part.split(':').map((w) => parseInt(w, 16));
  const gap = body.indexOf('::');
  let words: number[];
  if (gap === -1) {
    words = [...toWords(body), ...tailWords];
  } else {
    const left = toWords(body.slice(0, gap));
    const right = [...toWords(body.slice(gap + 2)), ...tailWords];
    words = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  }
  return words.reduce((acc, word) => (acc << 16n) | BigInt(word), 0n);
}

/** Parses an IP address; null when the text is not one. Zone ids (%eth0) are ignored. */
export function parseAddress(input: string): ParsedAddress | null {
  const text = input.trim().replace(/%.*$/, '');
  if (isIPv4(text)) return { version: 4, value: parseIPv4(text) };
  if (!isIPv6(text)) return null;
  const value = parseIPv6(text.toLowerCase());
  if (value >> 32n === 0xffffn) return { version: 4, value: value & 0xffffffffn };
  return { version: 6, value };
}

function formatAddress(address: ParsedAddress): string {
  if (address.version === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((address.value >> shift) & 0xffn)).join('.');
  }
  const words: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n)
    words.push(Number((address.value >> shift) & 0xffffn));
  // RFC 5952: compress the longest run (two or more) of zero words.
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && words[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j === i ? i + 1 : j;
  }
  const hex = words.map((w) => w.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** Parses `a.b.c.d/n`, `x:y::/n` or a bare address (a single-host range); null when invalid. */
export function parseCidr(input: string): CidrRange | null {
  const text = input.trim();
  const slash = text.indexOf('/');
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const prefixText = slash === -1 ? null : text.slice(slash + 1);
  const address = parseAddress(addressText);
  if (!address) return null;
  const mappedInput = address.version === 4 && isIPv6(addressText.replace(/%.*$/, ''));
  const bits = address.version === 4 ? 32 : 128;
  let prefix = bits;
  if (prefixText !== null) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText);
    // ::ffff:10.0.0.0/104 means 10.0.0.0/8.
    if (mappedInput) prefix -= 96;
    if (prefix < 0 || prefix > bits) return null;
  }
  const hostBits = BigInt(bits - prefix);
  const network = (address.value >> hostBits) << hostBits;
  return {
    version: address.version,
    network,
    prefix,
    text: `${formatAddress({ version: address.version, value: network })}/${prefix}`,
  };
}

export function cidrContains(range: CidrRange, address: ParsedAddress): boolean {
  if (range.version !== address.version) return false;
  const hostBits = BigInt((range.version === 4 ? 32 : 128) - range.prefix);
  return address.value >> hostBits === range.network >> hostBits;
}

/** True when the IP falls in any of the parsed ranges (a hot path parses its ranges once). */
export function ipInParsedRanges(ip: string, ranges: readonly CidrRange[]): boolean {
  if (ranges.length === 0) return false;
  const address = parseAddress(ip);
  return address !== null && ranges.some((range) => cidrContains(range, address));
}

/** True when the IP falls in any of the CIDR texts; unparseable entries are skipped. */
export function ipInRanges(ip: string, cidrs: readonly string[]): boolean {
  return ipInParsedRanges(
    ip,
    cidrs.flatMap((cidr) => parseCidr(cidr) ?? []),
  );
}
