import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidrContains, ipInRanges, parseAddress, parseCidr } from './cidr.ts';

describe('parseCidr', () => {
  it.each([
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['203.0.113.7', '203.0.113.7/32'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:db8::/32', '2001:db8::/32'],
    ['2001:DB8:0:0:1:0:0:1/128', '2001:db8::1:0:0:1/128'],
    ['::1', '::1/128'],
    ['::/0', '::/0'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
  ])('normalises %s to %s', (input, expected) => {
    expect(parseCidr(input)?.text).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0/8',
    '1.2.3.4/x',
    '2001:db8::/129',
    '::ffff:1.2.3.4/95',
    '300.1.1.1',
  ])('rejects %j', (input) => {
    expect(parseCidr(input)).toBeNull();
  });
});

describe('ipInRanges', () => {
  it('matches IPv4 addresses against IPv4 ranges', () => {
    expect(ipInRanges('10.9.8.7', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(ipInRanges('192.168.1.255', ['192.168.1.0/24'])).toBe(true);
    expect(ipInRanges('192.168.2.0', ['192.168.1.0/24'])).toBe(false);
  });

  it('matches IPv6 addresses against IPv6 ranges', () => {
    expect(ipInRanges('2001:db8:ffff::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipInRanges('::1', ['::1/128'])).toBe(true);
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address, in either position', () => {
    expect(ipInRanges('::ffff:10.1.1.1', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('::ffff:a01:101', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('10.1.1.1', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipInRanges('::ffff:11.1.1.1', ['10.0.0.0/8'])).toBe(false);
  });

  it('never matches across families or on garbage', () => {
    expect(ipInRanges('10.0.0.1', ['::/0'])).toBe(false);
    expect(ipInRanges('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
    expect(ipInRanges('not-an-ip', ['0.0.0.0/0'])).toBe(false);
    expect(ipInRanges('10.0.0.1', ['garbage', '10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('10.0.0.1', [])).toBe(false);
  });

  it('a range always contains its own addresses and /0 contains all (property)', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, prefix) => {
        const range = parseCidr(`${ip}/${prefix}`)!;
        const address = parseAddress(ip)!;
        return cidrContains(range, address) && ipInRanges(`::ffff:${ip}`, [range.text]);
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), fc.integer({ min: 0, max: 128 }), (ip, prefix) => {
        const range = parseCidr(`${ip}/${prefix}`);
        const address = parseAddress(ip);
        // Mapped IPv6 addresses fold to IPv4, where the prefix means something else.
        if (!range || !address || address.version === 4) return true;
        return cidrContains(range, address) && ipInRanges(ip, ['::/0']);
      }),
    );
  });
});
