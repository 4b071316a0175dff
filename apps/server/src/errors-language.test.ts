import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, errorMessage } from '@app/contracts';
import { expectError } from './features/accounts/test-support.ts';
import { insertMember, sessionCookieFor } from './testing/members.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** Issue 18: Vietnamese is a full site language, so errors answer in Vietnamese too. */
describe('error messages in the member language', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const member = await insertMember(t.database.db);
    cookie = await sessionCookieFor(t.database.db, member.id);
  });
  afterAll(() => t.cleanup());

  it('answers language=VI in Vietnamese (EN and PT stay as they were)', async () => {
    const get = (language: string) =>
      t.app.inject({ method: 'GET', url: `${API.favourites}?language=${language}` });
    const vi = expectError(await get('VI'), 401, 'auth.required');
    expect(vi.message).toBe('Bạn chưa đăng nhập, vui lòng đăng nhập trước');
    expect(expectError(await get('vi'), 401, 'auth.required').message).toBe(vi.message);
    expect(expectError(await get('EN'), 401, 'auth.required').message).toBe(
      errorMessage('auth.required', 'EN'),
    );
    expect(expectError(await get('PT'), 401, 'auth.required').message).toBe(
      errorMessage('auth.required', 'PT'),
    );
  });

  it('answers a Vietnamese Accept-Language in Vietnamese when no language= is sent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API.favourites,
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' },
    });
    expect(expectError(response, 401, 'auth.required').message).toBe(
      errorMessage('auth.required', 'VI'),
    );
  });

  it('answers in the site’s language cookie when no language= is sent (the query wins)', async () => {
    const get = (query: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `${API.favourites}${query}`, headers: { cookie } });
    const vi = errorMessage('auth.required', 'VI');
    expect(expectError(await get('', 'language=vi'), 401, 'auth.required').message).toBe(vi);
    expect(
      expectError(await get('', 'theme=dark; language=vi'), 401, 'auth.required').message,
    ).toBe(vi);
    expect(
      expectError(await get('?language=EN', 'language=vi'), 401, 'auth.required').message,
    ).toBe(errorMessage('auth.required', 'EN'));
    expect(expectError(await get('', 'language=xx'), 401, 'auth.required').message).toBe(
      errorMessage('auth.required', 'PT'),
    );
  });

  it('answers a signed-in member’s refused request and a bad input in Vietnamese', async () => {
    const lottery = await t.database.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'LOTT')
      .executeTakeFirstOrThrow();
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API.favourites}?language=VI`,
      headers: { cookie },
      payload: { nodeId: lottery.node_id },
    });
    expect(expectError(refused, 400, 'favourite.game.unsupported').message).toBe(
      'Không thể thêm trò chơi xổ số vào mục yêu thích',
    );
    const invalid = await t.app.inject({
      method: 'POST',
      url: `${API.favourites}?language=VI`,
      headers: { cookie },
      payload: { nodeId: 'not a number' },
    });
    expect(expectError(invalid, 400, 'request.invalid').message).toMatch(/^Yêu cầu không hợp lệ: /);
  });
});
