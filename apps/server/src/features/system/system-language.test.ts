import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  CustomerServiceList,
  DownloadLinks,
  MerchantSettings,
  SystemStatus,
  okEnvelope,
} from '@app/contracts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  DEMO_MAINTENANCE_INFO,
  DEMO_MERCHANT_TEXTS,
  DEMO_SERVICE,
} from '../../db/seed/merchant-data.ts';
import { updateStatus } from './system.repository.ts';

describe('system texts in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const call = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };

  it('gives the maintenance info and service titles in PT, EN, VI->EN, and the default PT', async () => {
    await updateStatus(t.database.db, 'DEMO', { maintenance: true });
    try {
      const status = async (query: string, headers: Record<string, string> = {}) =>
        okEnvelope(SystemStatus).parse(await call(`${API.systemStatus}${query}`, headers)).value;
      const pt = await status('?language=pt');
      expect(pt.maintenanceInfo).toBe(DEMO_MAINTENANCE_INFO.pt);
      expect(pt.info.customerService.map((s) => s.title)).toEqual(
        DEMO_SERVICE.map((s) => s.title.pt),
      );
      expect(pt.info.mobileTemplate.app_desc).toBe(DEMO_MERCHANT_TEXTS.app_desc.pt);
      const en = await status('?language=EN');
      expect(en.maintenanceInfo).toBe(DEMO_MAINTENANCE_INFO.en);
      expect(en.info.customerService.map((s) => s.title)).toEqual(
        DEMO_SERVICE.map((s) => s.title.en),
      );
      expect((await status('?language=VI')).maintenanceInfo).toBe(DEMO_MAINTENANCE_INFO.en);
      expect((await status('')).maintenanceInfo).toBe(DEMO_MAINTENANCE_INFO.pt);
      expect((await status('', { 'accept-language': 'en-US' })).maintenanceInfo).toBe(
        DEMO_MAINTENANCE_INFO.en,
      );
      expect((await status('', { 'accept-language': 'de' })).maintenanceInfo).toBe(
        DEMO_MAINTENANCE_INFO.pt,
      );
      // The site sends no language= for the status: its language cookie decides.
      expect(
        (await status('', { cookie: 'language=en', 'accept-language': 'pt' })).maintenanceInfo,
      ).toBe(DEMO_MAINTENANCE_INFO.en);
      // Read fresh: a changed translation shows on the next call.
      await t.database.db
        .updateTable('content_translations')
        .set({ text: 'Voltamos já.' })
        .where('entity', '=', 'merchant_status')
        .where('language', '=', 'PT')
        .execute();
      expect((await status('?language=PT')).maintenanceInfo).toBe('Voltamos já.');
    } finally {
      await updateStatus(t.database.db, 'DEMO', { maintenance: false });
    }
  });

  it('gives the licence of the consolidated settings in the request language', async () => {
    const licence = async (query: string, headers: Record<string, string> = {}) =>
      okEnvelope(MerchantSettings).parse(await call(`${API.consolidatedSettings}${query}`, headers))
        .value.licence;
    expect(await licence('?language=PT')).toBe(DEMO_MERCHANT_TEXTS.licence.pt);
    expect(await licence('?language=en')).toBe(DEMO_MERCHANT_TEXTS.licence.en);
    expect(await licence('?language=vi')).toBe(DEMO_MERCHANT_TEXTS.licence.en);
    expect(await licence('')).toBe(DEMO_MERCHANT_TEXTS.licence.pt);
    expect(await licence('', { 'accept-language': 'en' })).toBe(DEMO_MERCHANT_TEXTS.licence.en);
  });

  it('gives customer-service titles and the download template in the request language', async () => {
    const titles = async (query: string) =>
      okEnvelope(CustomerServiceList)
        .parse(await call(`${API.customerService}?type=3${query}`))
        .value.version.pathList.map((s) => s.title);
    expect(await titles('&language=PT')).toEqual(DEMO_SERVICE.map((s) => s.title.pt));
    expect(await titles('&language=EN')).toEqual(DEMO_SERVICE.map((s) => s.title.en));
    expect(await titles('')).toEqual(DEMO_SERVICE.map((s) => s.title.pt));
    const template = async (query: string) =>
      okEnvelope(DownloadLinks).parse(await call(`${API.downloadLinks}${query}`)).value.template
        .app_desc;
    expect(await template('?language=EN')).toBe(DEMO_MERCHANT_TEXTS.app_desc.en);
    expect(await template('?language=PT')).toBe(DEMO_MERCHANT_TEXTS.app_desc.pt);
  });
});
