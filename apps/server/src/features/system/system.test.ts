import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  CustomerServiceList,
  DownloadLinks,
  MerchantSettings,
  ResourceType,
  SystemStatus,
  WhitelabelFlag,
  WhitelabelSettings,
  decryptServicePath,
  okEnvelope,
  resolveSystemStatus,
} from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { DEMO_SERVICE } from '../../db/seed/merchant-data.ts';
import { updateStatus } from './system.repository.ts';

describe('system calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const status = async (remoteAddress = '203.0.113.9') => {
    const response = await t.app.inject({ method: 'GET', url: API.systemStatus, remoteAddress });
    expect(response.statusCode).toBe(200);
    return okEnvelope(SystemStatus).parse(response.json()).value;
  };

  describe('status resolution', () => {
    beforeEach(() =>
      updateStatus(t.database.db, 'DEMO', { maintenance: false, blockedRanges: [] }),
    );

    it('is normal after seeding, echoing the client IP', async () => {
      const value = await status('198.51.100.20');
      expect(value.location.ip).toBe('198.51.100.20');
      expect(value.maintenance).toBe(false);
      expect(value.regionRestriction).toBe(false);
      expect(resolveSystemStatus(value)).toBe(0);
    });

    it('reports maintenance with its info text, at once (no cache)', async () => {
      await status();
      await updateStatus(t.database.db, 'DEMO', { maintenance: true });
      const value = await status();
      expect(value.maintenance).toBe(true);
      expect(value.regionRestriction).toBe(false);
      expect(value.maintenanceInfo).toBeTruthy();
      expect(resolveSystemStatus(value)).toBe(1);
    });

    it('restricts a client inside a blocked range and nobody else', async () => {
      await updateStatus(t.database.db, 'DEMO', {
        blockedRanges: ['203.0.113.0/24', '2001:db8::/32'],
      });
      expect((await status('203.0.113.50')).regionRestriction).toBe(true);
      expect((await status('::ffff:203.0.113.50')).regionRestriction).toBe(true);
      expect((await status('2001:db8::7')).regionRestriction).toBe(true);
      expect((await status('198.51.100.1')).regionRestriction).toBe(false);
      expect(resolveSystemStatus(await status('203.0.113.50'))).toBe(2);
    });

    it('reports both flags when both hold (the site shows maintenance)', async () => {
      await updateStatus(t.database.db, 'DEMO', {
        maintenance: true,
        blockedRanges: ['0.0.0.0/0'],
      });
      const value = await status('203.0.113.50');
      expect(value.maintenance).toBe(true);
      expect(value.regionRestriction).toBe(true);
      expect(resolveSystemStatus(value)).toBe(1);
    });

    it('is never cached by the browser', async () => {
      const response = await t.app.inject({ method: 'GET', url: API.systemStatus });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  it('carries the site info: service list, resources of every type, template, white-label', async () => {
    const value = await status();
    expect(value.info.customerService).toHaveLength(DEMO_SERVICE.length);
    expect(new Set(value.info.resources.map((r) => r.resourceType))).toEqual(
      new Set(ResourceType.options),
    );
    expect(value.info.mobileTemplate.app_background).toMatch(/^#/);
    expect(value.info.mainDomain).toBeTruthy();
    expect(Object.keys(value.info.whitelabel.flags).sort()).toEqual(
      [...WhitelabelFlag.options].sort(),
    );
  });

  it('stores service paths encrypted and they decrypt to the seeded links', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API.customerService}?type=3` });
    expect(response.statusCode).toBe(200);
    const list = okEnvelope(CustomerServiceList).parse(response.json()).value.version.pathList;
    expect(list.map((entry) => entry.csType)).toEqual(DEMO_SERVICE.map((s) => s.csType));
    for (const [index, entry] of list.entries()) {
      expect(entry.path).not.toContain(DEMO_SERVICE[index]!.path);
      expect(decryptServicePath(entry.path)).toBe(DEMO_SERVICE[index]!.path);
    }
    const stored = await t.database.db
      .selectFrom('customer_service')
      .select('path_encrypted')
      .execute();
    for (const row of stored) expect(row.path_encrypted).not.toMatch(/^(https?:|mailto:)/);
  });

  it('answers white-label settings with every flag and menu value', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.whitelabel });
    const value = okEnvelope(WhitelabelSettings).parse(response.json()).value;
    expect(value.flags.CBS3).toBe(true);
    expect(value.menus.messages).toBe(true);
    expect(value.referralEnabled).toBe(true);
  });

  it('answers consolidated merchant settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.consolidatedSettings });
    const value = okEnvelope(MerchantSettings).parse(response.json()).value;
    expect(value).toMatchObject({
      merchantCode: 'DEMO',
      platform: 'mobile',
      languages: ['PT', 'EN'],
      defaultLanguage: 'PT',
      defaultGameLanguage: 'EN',
      currency: { code: 'BRL', symbol: 'R$' },
      gatewayCodes: { WEB: 1, MOBILE: 3 },
    });
  });

  it('answers download links with every resource type and the template', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.downloadLinks });
    const value = okEnvelope(DownloadLinks).parse(response.json()).value;
    expect(value.resources).toHaveLength(ResourceType.options.length);
    expect(value.drawHistoryUrl).toBe('/demo/links/draw-history');
  });

  it('answers 400 for a customer-service type other than 3, changing nothing', async () => {
    const before = await t.database.db.selectFrom('customer_service').selectAll().execute();
    for (const query of ['?type=2', '', '?type=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `${API.customerService}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(response.json().message).toContain('type');
    }
    expect(await t.database.db.selectFrom('customer_service').selectAll().execute()).toEqual(
      before,
    );
  });

  it('reports health', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.health });
    expect(response.json()).toEqual({ success: true, value: { status: 'ok' } });
  });
});
