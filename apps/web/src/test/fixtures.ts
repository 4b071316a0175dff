import {
  encryptServicePath,
  WhitelabelFlag,
  WhitelabelMenuKey,
  type SystemStatus,
} from '@app/contracts';

const allFlags = Object.fromEntries(WhitelabelFlag.options.map((flag) => [flag, true])) as Record<
  WhitelabelFlag,
  boolean
>;
const allMenus = Object.fromEntries(WhitelabelMenuKey.options.map((key) => [key, true])) as Record<
  WhitelabelMenuKey,
  boolean
>;

export const SERVICE_LINK = 'https://chat.example.test/room?id=42';

export function makeSystemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    location: { ip: '203.0.113.7' },
    info: {
      customerService: [
        {
          path: encryptServicePath(SERVICE_LINK, 'Ab3dEf7h'),
          title: 'Live chat',
          csType: 'LIVECHAT',
        },
      ],
      imageCDNs: [''],
      domainRoute: [],
      mobileTemplate: { app_background: '#000', app_desc: 'Demo', app_desc_font_color: '#fff' },
      paths: {},
      register: { usernameEnabled: true, mobileEnabled: true },
      resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/demo', labelNameEn: 'Telegram' }],
      whitelabel: {
        flags: allFlags,
        menus: allMenus,
        referralEnabled: true,
        vipBenefitEnabled: true,
        dividendEnabled: false,
        appWindowEnabled: true,
        downloadBarNeedsLogin: false,
      },
      mainDomain: 'demo.example.test',
    },
    maintenance: false,
    regionRestriction: false,
    ...overrides,
  };
}

export function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorEnvelope(status: number, errorCode: string, message: string): Response {
  return new Response(JSON.stringify({ success: false, errorCode, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
