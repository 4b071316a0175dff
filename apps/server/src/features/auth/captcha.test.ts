import { inflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, API, CaptchaValue, okEnvelope } from '@app/contracts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, FONT } from './captcha-image.ts';
import { checkCaptcha, createCaptcha } from './captcha.service.ts';

/** Reads a PNG back, checking every chunk's CRC: width, height and the RGB rows. */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  const chunks: { type: string; data: Buffer }[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('ascii'),
      data: typeAndData.subarray(4),
    });
    offset += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[9], header[10], header[11], header[12]]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  expect(raw.length).toBe((width * 3 + 1) * height);
  return { width, height, raw };
}

function darkPixels(raw: Buffer, width: number): number {
  let dark = 0;
  const stride = width * 3 + 1;
  for (let row = 0; row * stride < raw.length; row += 1) {
    expect(raw[row * stride]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const i = row * stride + 1 + x * 3;
      if (raw[i]! + raw[i + 1]! + raw[i + 2]! < 3 * 140) dark += 1;
    }
  }
  return dark;
}

describe('captcha font', () => {
  it('has a 5 x 7 glyph for every character a captcha can show, no two alike', () => {
    const needed = new Set([...CAPTCHA_ALPHABET, ...'0123456789+=?']);
    for (const char of needed) {
      const rows = FONT[char];
      expect(rows, char).toBeDefined();
      expect(rows!.length).toBe(7);
      expect(rows!.every((row) => /^[#.]{5}$/.test(row))).toBe(true);
    }
    const shapes = Object.values(FONT).map((rows) => rows.join(''));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01]/);
  });
});

describe('captcha', () => {
  let t: TestApp;
  let ctx: AppContext;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
  });
  afterAll(() => t.cleanup());

  const fetchCaptcha = async (ip = '10.1.0.1') => {
    const response = await t.app.inject({ method: 'GET', url: API.captcha, remoteAddress: ip });
    expect(response.statusCode).toBe(200);
    return { response, value: okEnvelope(CaptchaValue).parse(response.json()).value };
  };
  const answerOf = async (key: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API.devCaptcha}?key=${key}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: { answer: string } }).value.answer;
  };
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('answers a PNG of the text, an expiry and a key, stored with the fetching address', async () => {
    const before = Date.now();
    const { response, value } = await fetchCaptcha('10.1.0.7');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(value.kind).toBe('text');
    expect(value.expirationTime).toBeGreaterThanOrEqual(before + ACCOUNT.captchaTtlMs);
    expect(value.expirationTime).toBeLessThanOrEqual(Date.now() + ACCOUNT.captchaTtlMs);
    const { width, height, raw } = decodePng(Buffer.from(value.image, 'base64'));
    expect(height).toBe(CAPTCHA_HEIGHT);
    expect(width).toBeGreaterThan(ACCOUNT.captchaLength * 20);
    expect(darkPixels(raw, width)).toBeGreaterThan(200);
    const row = await t.database.db
      .selectFrom('captchas')
      .selectAll()
      .where('key', '=', value.captchaKey)
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('10.1.0.7');
    expect(row.used_at).toBeNull();
    expect(row.answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${ACCOUNT.captchaLength}}$`));
    expect(await answerOf(value.captchaKey)).toBe(row.answer);
  });

  it('draws a different picture and key each time', async () => {
    const a = (await fetchCaptcha()).value;
    const b = (await fetchCaptcha()).value;
    expect(a.captchaKey).not.toBe(b.captchaKey);
    expect(a.image).not.toBe(b.image);
  });

  it('accepts the right answer once, in any case, and never again', async () => {
    const { value } = await fetchCaptcha('10.1.0.2');
    const answer = (await answerOf(value.captchaKey)).toLowerCase();
    const input = { key: value.captchaKey, answer: ` ${answer} `, ip: '10.1.0.2' };
    await checkCaptcha(ctx, input);
    const reused = await rejection(checkCaptcha(ctx, input));
    expect(reused.code).toBe('captcha.invalid');
    expect(reused.value).toEqual({ captcha: true });
  });

  it('burns the captcha on a wrong answer', async () => {
    const { value } = await fetchCaptcha('10.1.0.3');
    const answer = await answerOf(value.captchaKey);
    const wrong = await rejection(
      checkCaptcha(ctx, { key: value.captchaKey, answer: 'ZZZZZZ', ip: '10.1.0.3' }),
    );
    expect(wrong.code).toBe('captcha.invalid');
    const after = await rejection(
      checkCaptcha(ctx, { key: value.captchaKey, answer, ip: '10.1.0.3' }),
    );
    expect(after.code).toBe('captcha.invalid');
  });

  it('refuses an answer from another address, leaving the captcha to its owner', async () => {
    const { value } = await fetchCaptcha('10.1.0.4');
    const answer = await answerOf(value.captchaKey);
    const foreign = await rejection(
      checkCaptcha(ctx, { key: value.captchaKey, answer, ip: '10.9.9.9' }),
    );
    expect(foreign.code).toBe('captcha.invalid');
    await checkCaptcha(ctx, { key: value.captchaKey, answer, ip: '10.1.0.4' });
  });

  it('refuses an expired captcha and an unknown key', async () => {
    const { value } = await fetchCaptcha('10.1.0.5');
    const answer = await answerOf(value.captchaKey);
    const later = new Date(value.expirationTime + 1);
    const expired = await rejection(
      checkCaptcha(ctx, { key: value.captchaKey, answer, ip: '10.1.0.5' }, later),
    );
    expect(expired.code).toBe('captcha.invalid');
    const unknown = await rejection(
      checkCaptcha(ctx, { key: 'x'.repeat(32), answer, ip: '10.1.0.5' }),
    );
    expect(unknown.code).toBe('captcha.invalid');
  });

  it('asks for a captcha when the key or the answer is missing', async () => {
    for (const input of [
      { key: undefined, answer: 'ABCD', ip: '1.1.1.1' },
      { key: 'k'.repeat(32), answer: undefined, ip: '1.1.1.1' },
      { key: 'k'.repeat(32), answer: '  ', ip: '1.1.1.1' },
    ]) {
      const error = await rejection(checkCaptcha(ctx, input));
      expect(error.code).toBe('captcha.required');
      expect(error.status).toBe(400);
      expect(error.value).toEqual({ captcha: true });
    }
  });

  it('prunes expired captchas now and then', async () => {
    const old = await createCaptcha(ctx, '10.1.0.6');
    await createCaptcha(ctx, '10.1.0.6', new Date(Date.now() + 24 * 60 * 60_000));
    const row = await t.database.db
      .selectFrom('captchas')
      .select('key')
      .where('key', '=', old.captchaKey)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('the development answer route refuses unknown and malformed keys', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API.devCaptcha}?key=${'a'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('captcha.invalid');
    const malformed = await t.app.inject({ method: 'GET', url: `${API.devCaptcha}?key=no` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('request.invalid');
  });
});

describe('arithmetic captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { CAPTCHA_KIND: 'arithmetic' } });
  });
  afterAll(() => t.cleanup());

  it('asks for a sum of two digits and takes the result as the answer', async () => {
    const ctx = { config: t.config, db: t.database.db, merchantCode: 'DEMO' };
    const value = await createCaptcha(ctx, '10.2.0.1');
    expect(value.kind).toBe('arithmetic');
    const { width, height } = decodePng(Buffer.from(value.image, 'base64'));
    expect(height).toBe(CAPTCHA_HEIGHT);
    expect(width).toBeGreaterThan(5 * 20);
    const row = await t.database.db
      .selectFrom('captchas')
      .select(['answer', 'kind'])
      .where('key', '=', value.captchaKey)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('arithmetic');
    expect(Number(row.answer)).toBeGreaterThanOrEqual(2);
    expect(Number(row.answer)).toBeLessThanOrEqual(18);
    await checkCaptcha(ctx, { key: value.captchaKey, answer: row.answer, ip: '10.2.0.1' });
  });
});

describe('captcha in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.cleanup());

  it('has no development answer route', async () => {
    const value = okEnvelope(CaptchaValue).parse(
      (await t.app.inject({ method: 'GET', url: API.captcha })).json(),
    ).value;
    const response = await t.app.inject({
      method: 'GET',
      url: `${API.devCaptcha}?key=${value.captchaKey}`,
    });
    expect(response.statusCode).toBe(404);
    expect(t.app.apiRoutes.some((route) => route.url === API.devCaptcha)).toBe(false);
  });
});
