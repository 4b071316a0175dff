import { describe, expect, it } from 'vitest';
import { deviceName, maskEmail, maskIp, maskMobile, maskName } from './masking.ts';

describe('member-centre masking', () => {
  it('masks e-mails, mobiles and names, keeping empty values empty', () => {
    expect(maskEmail('demo@example.com')).toBe('de***@example.com');
    expect(maskEmail('abc@x.pt')).toBe('a***@x.pt');
    expect(maskEmail('')).toBe('');
    expect(maskMobile('11987654321')).toBe('11*****4321');
    expect(maskMobile('12345')).toBe('***45');
    expect(maskMobile('')).toBe('');
    expect(maskName('Ana')).toBe('A**');
    expect(maskName('Jo')).toBe('J**');
    expect(maskName('')).toBe('');
  });

  it('hides the end of IPv4 and IPv6 addresses', () => {
    expect(maskIp('198.51.100.7')).toBe('198.51.*.*');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.*.*');
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:*:*');
    expect(maskIp('')).toBe('');
  });

  it('names the browser and system of common user agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'),
    ).toBe('Firefox on Linux');
    expect(deviceName('curl/8.0')).toBe('');
  });
});
