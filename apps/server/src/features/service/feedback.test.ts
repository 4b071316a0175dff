import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FEEDBACK, FeedbackValue, SERVICE_API } from '@app/contracts';
import { expectError } from '../accounts/test-support.ts';
import { freshIp, okValue, solvedCaptcha } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A text of exactly `n` characters (spaces around it do not count). */
const text = (n: number) => 'x'.repeat(n);

describe('feedback', () => {
  let t: TestApp;

  const newMember = async (overrides: Parameters<typeof insertMember>[1] = {}) => {
    const m = await insertMember(t.database.db, overrides);
    return { ...m, cookie: await sessionCookieFor(t.database.db, m.id) };
  };
  const put = (
    cookie: string | null,
    payload: Record<string, unknown>,
    remoteAddress = freshIp(),
    language?: string,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: SERVICE_API.feedback,
      remoteAddress,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload,
    });
  /** A feedback with a freshly solved captcha from a fresh address. */
  const send = async (
    cookie: string | null,
    fields: Record<string, unknown>,
    language?: string,
  ) => {
    const ip = freshIp();
    const captcha = await solvedCaptcha(t.app, ip);
    return put(cookie, { type: 1, ...captcha, ...fields }, ip, language);
  };
  const rowsOf = (memberId: number) =>
    t.database.db
      .selectFrom('feedback')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('needs a session (401) and stores nothing', async () => {
    const before = await t.database.db.selectFrom('feedback').selectAll().execute();
    expectError(await send(null, { content: text(20) }), 401, 'auth.required');
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toEqual(before);
  });

  it('stores a valid feedback for the operator: member, merchant, type, trimmed text, time, status new', async () => {
    const m = await newMember();
    const content = '  O depósito de ontem <b>não</b> chegou à conta.\r\nObrigado  ';
    const value = FeedbackValue.parse(okValue(await send(m.cookie, { content, type: 1 })));
    const rows = await rowsOf(m.id);
    expect(rows).toEqual([
      {
        id: value.id,
        merchant_code: 'DEMO',
        member_id: m.id,
        type: 1,
        // Plain text as typed (markup kept as text, never HTML), line breaks unified.
        content: 'O depósito de ontem <b>não</b> chegou à conta.\nObrigado',
        status: 'new',
        created_at: value.createdAt,
        // Unassigned and unanswered until an operator picks it up (migration 029).
        assigned_to: null,
        reply: null,
        replied_at: null,
        replied_by: null,
      },
    ]);
  });

  it.each([0, 1, 2, 3, 4, 6])('accepts question type %i', async (type) => {
    const m = await newMember();
    okValue(await send(m.cookie, { content: text(12), type }));
    expect((await rowsOf(m.id)).map((row) => row.type)).toEqual([type]);
  });

  it('accepts 10 and 200 characters after trimming, refuses 9 and 201 (400, nothing stored)', async () => {
    const m = await newMember();
    okValue(await send(m.cookie, { content: `   ${text(10)}   ` }));
    okValue(await send(m.cookie, { content: text(200) }));
    // Characters as people count them: 200 emoji are 200 characters.
    okValue(await send(m.cookie, { content: '😀'.repeat(200) }));
    for (const content of [text(9), `  ${text(9)}  `, text(201), '😀'.repeat(201), '          ']) {
      const error = expectError(await send(m.cookie, { content }), 400, 'feedback.content.length');
      expect(error.value).toMatchObject({ min: 10, max: 200 });
    }
    expect(await rowsOf(m.id)).toHaveLength(3);
  });

  it('refuses a question type outside the list (-1, 5, 7) and a missing one', async () => {
    const m = await newMember();
    for (const type of [-1, 5, 7]) {
      expectError(await send(m.cookie, { content: text(20), type }), 400, 'feedback.type.invalid');
    }
    expectError(await send(m.cookie, { content: text(20), type: '1' }), 400, 'request.invalid');
    expectError(
      await send(m.cookie, { content: text(20), type: undefined }),
      400,
      'request.invalid',
    );
    expect(await rowsOf(m.id)).toEqual([]);
  });

  it('answers errors in the request language', async () => {
    const m = await newMember();
    const pt = expectError(
      await send(m.cookie, { content: 'curto' }, 'pt-PT'),
      400,
      'feedback.content.length',
    );
    expect(pt.message).toBe('A sugestão deve ter entre 10 e 200 caracteres');
    const en = expectError(
      await send(m.cookie, { content: 'short' }, 'en'),
      400,
      'feedback.content.length',
    );
    expect(en.message).toBe('The feedback must have between 10 and 200 characters');
  });

  it('needs a captcha: missing, wrong, reused or from another address are refused', async () => {
    const m = await newMember();
    const ip = freshIp();
    expectError(await put(m.cookie, { content: text(20), type: 1 }, ip), 400, 'captcha.required');

    const wrong = await solvedCaptcha(t.app, ip);
    expectError(
      await put(m.cookie, { content: text(20), type: 1, ...wrong, captcha: 'nope' }, ip),
      400,
      'captcha.invalid',
    );
    // The wrong answer burnt it: the right answer now fails too.
    expectError(
      await put(m.cookie, { content: text(20), type: 1, ...wrong }, ip),
      400,
      'captcha.invalid',
    );

    const good = await solvedCaptcha(t.app, ip);
    expectError(
      await put(m.cookie, { content: text(20), type: 1, ...good }, freshIp()),
      400,
      'captcha.invalid',
    );
    const once = await solvedCaptcha(t.app, ip);
    okValue(await put(m.cookie, { content: text(20), type: 1, ...once }, ip));
    expectError(
      await put(m.cookie, { content: text(20), type: 1, ...once }, ip),
      400,
      'captcha.invalid',
    );
    expect(await rowsOf(m.id)).toHaveLength(1);
  });

  it('checks the fields before spending the captcha', async () => {
    const m = await newMember();
    const ip = freshIp();
    const captcha = await solvedCaptcha(t.app, ip);
    expectError(
      await put(m.cookie, { content: text(5), type: 1, ...captcha }, ip),
      400,
      'feedback.content.length',
    );
    okValue(await put(m.cookie, { content: text(15), type: 1, ...captcha }, ip));
  });

  it('takes the sender from the session: the own name passes, anyone else is refused (403)', async () => {
    const m = await newMember();
    const other = await newMember();
    okValue(await send(m.cookie, { content: text(20), sender: m.userName.toUpperCase() }));
    okValue(await send(m.cookie, { content: text(20), sender: '' }));
    expectError(
      await send(m.cookie, { content: text(20), sender: other.userName }),
      403,
      'feedback.sender.mismatch',
    );
    expect(await rowsOf(m.id)).toHaveLength(2);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it(`allows ${FEEDBACK.maxPerHour} per member per hour, then 429 with a retry time; others are not affected`, async () => {
    const m = await newMember();
    const other = await newMember();
    for (let i = 0; i < FEEDBACK.maxPerHour; i += 1) {
      okValue(await send(m.cookie, { content: `feedback number ${i}` }));
    }
    const limited = expectError(
      await send(m.cookie, { content: text(20) }, 'en'),
      429,
      'feedback.rate.limited',
    );
    expect(limited.message).toBe(
      'You have sent 5 feedback messages in the last hour, please try again later',
    );
    const retry = (limited.value as { retryAfterMs: number }).retryAfterMs;
    expect(retry).toBeGreaterThan(FEEDBACK.windowMs - 60_000);
    expect(retry).toBeLessThanOrEqual(FEEDBACK.windowMs);
    okValue(await send(other.cookie, { content: text(20) }));

    // An hour later the oldest rows have left the window.
    await t.database.db
      .updateTable('feedback')
      .set({ created_at: new Date(Date.now() - FEEDBACK.windowMs - 1000).toISOString() })
      .where('member_id', '=', m.id)
      .execute();
    okValue(await send(m.cookie, { content: text(20) }));
    expect(await rowsOf(m.id)).toHaveLength(FEEDBACK.maxPerHour + 1);
  });

  it('holds the cap exactly when sends race', async () => {
    const m = await newMember();
    const attempts = 12;
    const prepared = await Promise.all(
      Array.from({ length: attempts }, async () => {
        const ip = freshIp();
        return { ip, captcha: await solvedCaptcha(t.app, ip) };
      }),
    );
    const responses = await Promise.all(
      prepared.map(({ ip, captcha }) =>
        put(m.cookie, { content: text(30), type: 2, ...captcha }, ip),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(FEEDBACK.maxPerHour);
    expect(codes.filter((code) => code === 429)).toHaveLength(attempts - FEEDBACK.maxPerHour);
    expect(await rowsOf(m.id)).toHaveLength(FEEDBACK.maxPerHour);
  });

  it('keeps two members apart', async () => {
    const a = await newMember();
    const b = await newMember();
    okValue(await send(a.cookie, { content: 'from member a, about deposits', type: 1 }));
    okValue(await send(b.cookie, { content: 'from member b, about games', type: 3 }));
    expect((await rowsOf(a.id)).map((row) => [row.type, row.content])).toEqual([
      [1, 'from member a, about deposits'],
    ]);
    expect((await rowsOf(b.id)).map((row) => [row.type, row.content])).toEqual([
      [3, 'from member b, about games'],
    ]);
  });

  it('is not on the open list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API.captcha,
      remoteAddress: freshIp(),
    });
    okValue(response);
    expectError(
      await t.app.inject({ method: 'PUT', url: SERVICE_API.feedback, payload: {} }),
      401,
      'auth.required',
    );
  });
});
