import { describe, expect, it } from 'vitest';
import { QR_LEVEL, QR_SIZE, qrPath } from './qr-code.tsx';

describe('QR codes (spec section 9: size 128, level L)', () => {
  it('uses the spec defaults', () => {
    expect(QR_SIZE).toBe(128);
    expect(QR_LEVEL).toBe('L');
  });

  it('encodes at level L: 32 bytes still fit version 2 (25 modules), which level M would not', () => {
    const { modules, path } = qrPath('https://dl.example.test/app1.apk');
    // 25 modules plus a quiet zone of 2 on each side.
    expect(modules).toBe(29);
    expect(path.match(/M/g)!.length).toBeGreaterThan(150);
    // A longer link needs a larger version.
    expect(qrPath(`https://dl.example.test/${'x'.repeat(60)}.apk`).modules).toBeGreaterThan(29);
  });
});
