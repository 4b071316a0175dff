import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DownloadLinks, okEnvelope } from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A 1x1 PNG: stands in for the built site's apple-touch-icon.png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('demo iOS profile (MOBILECONFIG)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'apple-touch-icon.png'), PNG);
    t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const profile = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: API.appProfile,
      headers: { host: 'm.concha.test', ...headers },
    });

  it('is the seeded MOBILECONFIG download link, open to visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.downloadLinks });
    expect(response.statusCode).toBe(200);
    const links = okEnvelope(DownloadLinks).parse(response.json()).value;
    const entry = links.resources.find((r) => r.resourceType === 'MOBILECONFIG');
    expect(entry?.url).toBe(API.appProfile);
    // No session cookie at all: still served.
    expect((await profile()).statusCode).toBe(200);
  });

  it('is a configuration profile with one web clip of the site, as iOS wants it', async () => {
    const response = await profile();
    expect(response.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="demo.mobileconfig"',
    );
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist')).toBe(true);
    expect(body).toContain('<string>Configuration</string>');
    expect(body).toContain('<string>com.apple.webClip.managed</string>');
    expect(body).toContain('<key>Label</key>\n      <string>Concha Play</string>');
    // Opens the site on the host the phone used, marked as a web clip start.
    expect(body).toContain('<string>http://m.concha.test/m/home?webclip=1</string>');
    expect(body).toContain(`<data>${PNG.toString('base64')}</data>`);
    const uuids = [...body.matchAll(/<key>PayloadUUID<\/key>\s*<string>([^<]+)<\/string>/g)];
    expect(uuids).toHaveLength(2);
    for (const [, uuid] of uuids) {
      expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    }
    expect(uuids[0]![1]).not.toBe(uuids[1]![1]);
    // Stable: the same profile again replaces the installed one instead of adding another.
    expect((await profile()).body).toBe(body);
  });

  it('describes itself in the request language, PT by default', async () => {
    expect((await profile()).body).toContain('Adiciona a Concha Play à Tela de Início');
    const en = await profile({ cookie: 'language=en' });
    expect(en.body).toContain('Adds Concha Play to your Home Screen');
  });

  it('describes itself in Vietnamese for a Vietnamese visitor (cookie language=vi)', async () => {
    const vi = await profile({ cookie: 'language=vi' });
    expect(vi.body).toContain('Thêm Concha Play vào Màn hình chính');
  });

  it('escapes what it puts into the XML', async () => {
    const response = await profile({ host: 'evil.test"><x' });
    // Fastify rejects or keeps the host; whatever arrives is never raw markup.
    expect(response.body).not.toContain('"><x');
  });
});
