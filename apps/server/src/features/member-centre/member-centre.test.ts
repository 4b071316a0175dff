import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  API,
  MEMBER_CENTRE_API,
  ClaimRewardValue,
  ClubBenefit,
  MemberSessions,
  PersonalInfo,
  RewardList,
  SecurityConfig,
  SecurityQuestionsValue,
} from '@app/contracts';
import { DEMO_MEMBER } from '../../db/seed/merchant-data.ts';
import { DEMO_REWARDS, DEMO_VIP_LEVELS } from '../../db/seed/member-centre.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { okValue } from '../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../testing/members.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { expectError } from '../accounts/test-support.ts';
import { memberBalance } from '../ledger/ledger.service.ts';
import { normalizeAnswer } from './security.service.ts';

const DAY_MS = 86_400_000;

describe('member centre', () => {
  let t: TestApp;
  const ctx = () => ({ config: t.config, db: t.database.db, merchantCode: 'DEMO' });

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const newMember = async (columns: Parameters<typeof insertMember>[1] = {}) => {
    const member = await insertMember(t.database.db, columns);
    return { ...member, cookie: await sessionCookieFor(t.database.db, member.id) };
  };
  const sessionIds = async (memberId: number) =>
    (
      await t.database.db
        .selectFrom('sessions')
        .select(['id', 'ended_at'])
        .where('member_id', '=', memberId)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const EVERY_CALL: [Method, string, unknown?][] = [
    ['GET', MEMBER_CENTRE_API.securityConfig],
    ['POST', MEMBER_CENTRE_API.bindEmail, { email: 'a@b.com', password: 'x' }],
    ['GET', MEMBER_CENTRE_API.securityQuestions],
    ['PUT', MEMBER_CENTRE_API.securityQuestions, { password: 'x', answers: [] }],
    ['GET', MEMBER_CENTRE_API.sessions],
    ['POST', MEMBER_CENTRE_API.endSession, { sessionId: 'x' }],
    ['POST', MEMBER_CENTRE_API.endOtherSessions],
    ['GET', MEMBER_CENTRE_API.personalInfo],
    ['PUT', MEMBER_CENTRE_API.nickname, { nickname: 'Someone' }],
    ['GET', MEMBER_CENTRE_API.clubBenefit],
    ['GET', MEMBER_CENTRE_API.rewards],
    ['POST', MEMBER_CENTRE_API.rewardClaim, { rewardId: 1 }],
  ];

  it('answers every call 401 without a session', async () => {
    for (const [method, url, payload] of EVERY_CALL) {
      expectError(await call(method, url, null, payload), 401, 'auth.required');
    }
  });

  it('tells a trial account to log in to a real one, for every call but the club ladder', async () => {
    const trial = await newMember({ type: 4 });
    for (const [method, url, payload] of EVERY_CALL) {
      if (url === MEMBER_CENTRE_API.clubBenefit) continue;
      const body = expectError(
        await call(method, url, trial.cookie, payload),
        403,
        'trial.forbidden',
      );
      expect(body.message).toMatch(/conta real|actual account/);
    }
    const english = expectError(
      await t.app.inject({
        method: 'GET',
        url: MEMBER_CENTRE_API.personalInfo,
        headers: { cookie: trial.cookie, 'accept-language': 'en' },
      }),
      403,
      'trial.forbidden',
    );
    expect(english.message).toBe('Please login an actual account to use this function');
    const ladder = ClubBenefit.parse(
      okValue(await call('GET', MEMBER_CENTRE_API.clubBenefit, trial.cookie)),
    );
    expect(ladder.levels).toHaveLength(DEMO_VIP_LEVELS.length);
    expect(ladder.currentCode).toBeNull();
  });

  describe('security config', () => {
    it('reports each protection as set or not, masking what it shows', async () => {
      const fresh = await newMember({ mobile_num: '', email: '' });
      const before = SecurityConfig.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.securityConfig, fresh.cookie)),
      );
      expect(before).toMatchObject({
        withdrawalPassword: { set: false },
        email: { bound: false, masked: '' },
        payee: { bound: false, masked: '' },
        securityQuestions: { set: false, count: 0 },
        mobile: { bound: false, masked: '' },
      });
      expect(before.loginPassword.ageDays).toBe(0);

      const changedAt = new Date(Date.now() - 10 * DAY_MS - 1000).toISOString();
      const set = await newMember({
        mobile_num: '11955554321',
        mobile_key: '+5511955554321',
        email: 'maria.silva@example.com',
        payee_name: 'Maria Silva',
        payment_password_hash: await hashPassword('123456'),
        password_changed_at: changedAt,
      });
      const after = SecurityConfig.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.securityConfig, set.cookie)),
      );
      expect(after).toMatchObject({
        loginPassword: { changedAt, ageDays: 10 },
        withdrawalPassword: { set: true },
        email: { bound: true, masked: 'ma***@example.com' },
        payee: { bound: true, masked: 'M**********' },
        mobile: { bound: true, masked: '11*****4321' },
      });
      expect(JSON.stringify(after)).not.toContain('955554');
    });
  });

  describe('bind e-mail', () => {
    it('refuses a bad format or a wrong password and changes nothing', async () => {
      const member = await newMember({ email: 'old@example.com' });
      const other = await newMember({ email: 'other@example.com' });
      for (const email of ['', 'not-an-email', 'a@b', 'a@b.comxx', `${'a'.repeat(100)}@b.com`]) {
        const body = expectError(
          await call('POST', MEMBER_CENTRE_API.bindEmail, member.cookie, {
            email,
            password: member.password,
          }),
          400,
          'member.email.invalid',
        );
        expect(body.message).toBe('O formato do e-mail está incorreto');
      }
      expectError(
        await call('POST', MEMBER_CENTRE_API.bindEmail, member.cookie, {
          email: 'new@example.com',
          password: 'wrong-password',
        }),
        400,
        'security.password.incorrect',
      );
      const rows = await t.database.db
        .selectFrom('members')
        .select(['id', 'email'])
        .where('id', 'in', [member.id, other.id])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.email)).toEqual(['old@example.com', 'other@example.com']);
    });

    it('counts a wrong login password as a login failure: held back here, a captcha at the login', async () => {
      const member = await newMember({ email: 'old@example.com' });
      const key = `account:DEMO:${member.userName.toLowerCase()}`;
      const recheckKey = `recheck:DEMO:${member.id}`;
      const bind = (password: string) =>
        call('POST', MEMBER_CENTRE_API.bindEmail, member.cookie, {
          email: 'new@example.com',
          password,
        });
      for (let i = 0; i < ACCOUNT.loginDelayAfterFailures; i += 1) {
        expectError(await bind('wrong-password'), 400, 'security.password.incorrect');
      }
      // Even the right password waits: the check is refused before the password is looked at.
      const held = expectError(await bind(member.password), 429, 'login.throttled');
      expect(held.message).toBe('Muitas tentativas sem sucesso, tente novamente mais tarde');
      expect((held.value as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
      // The login page asks for a captcha now, but never holds the owner back (decision 029).
      const login = await t.app.inject({
        method: 'POST',
        url: API.login,
        payload: { type: 'username', username: member.userName, password: member.password },
      });
      expectError(login, 400, 'captcha.required');
      const email = async () =>
        (
          await t.database.db
            .selectFrom('members')
            .select('email')
            .where('id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).email;
      expect(await email()).toBe('old@example.com');
      const failures = () =>
        t.database.db.selectFrom('login_failures').select('failed_at').where('key', '=', key);
      // Refused tries were not counted.
      expect(await failures().execute()).toHaveLength(ACCOUNT.loginDelayAfterFailures);

      // Once the wait has passed, the right password binds and clears the account's failures.
      const earlier = new Date(Date.now() - ACCOUNT.loginDelayMaxMs).toISOString();
      await t.database.db
        .updateTable('login_failures')
        .set({ failed_at: earlier })
        .where('key', 'in', [key, recheckKey])
        .execute();
      okValue(await bind(member.password));
      expect(await email()).toBe('new@example.com');
      expect(await failures().execute()).toHaveLength(0);
    });

    it('binds a valid e-mail to the calling member only', async () => {
      const member = await newMember({ email: '' });
      const other = await newMember({ email: '' });
      const value = okValue<{ masked: string }>(
        await call('POST', MEMBER_CENTRE_API.bindEmail, member.cookie, {
          email: '  joao.pereira@mail.example.pt ',
          password: member.password,
        }),
      );
      expect(value.masked).toBe('jo***@mail.example.pt');
      const emails = await t.database.db
        .selectFrom('members')
        .select(['id', 'email'])
        .where('id', 'in', [member.id, other.id])
        .orderBy('id')
        .execute();
      expect(emails.map((row) => row.email)).toEqual(['joao.pereira@mail.example.pt', '']);
      const config = SecurityConfig.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.securityConfig, member.cookie)),
      );
      expect(config.email).toEqual({ bound: true, masked: 'jo***@mail.example.pt' });
    });
  });

  describe('security questions', () => {
    const answersOf = async (memberId: number) =>
      t.database.db
        .selectFrom('member_security_answers')
        .select(['question_code', 'answer_hash'])
        .where('member_id', '=', memberId)
        .orderBy('question_code')
        .execute();

    it('lists the fixed questions in the member’s language', async () => {
      const member = await newMember();
      const pt = SecurityQuestionsValue.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.securityQuestions, member.cookie)),
      );
      expect(pt.questions).toHaveLength(6);
      expect(pt.questions[0]).toEqual({
        code: 'firstPet',
        text: 'Qual era o nome do seu primeiro animal de estimação?',
      });
      expect(pt.chosen).toEqual([]);
      const en = SecurityQuestionsValue.parse(
        okValue(
          await call('GET', MEMBER_CENTRE_API.securityQuestions, `${member.cookie}; language=en`),
        ),
      );
      expect(en.questions[0]!.text).toBe('What was the name of your first pet?');
    });

    it('lists the questions in Vietnamese for language=VI, the vi cookie or Accept-Language', async () => {
      const member = await newMember();
      const firstText = async (query: string, cookie: string, headers = {}) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${MEMBER_CENTRE_API.securityQuestions}${query}`,
          headers: { cookie, ...headers },
        });
        return SecurityQuestionsValue.parse(okValue(response)).questions[0]!.text;
      };
      const vietnamese = 'Tên thú cưng đầu tiên của bạn là gì?';
      expect(await firstText('?language=VI', member.cookie)).toBe(vietnamese);
      expect(await firstText('', `${member.cookie}; language=vi`)).toBe(vietnamese);
      expect(await firstText('', member.cookie, { 'accept-language': 'vi-VN' })).toBe(vietnamese);
      // The query wins over the cookie, as for merchant content.
      expect(await firstText('?language=EN', `${member.cookie}; language=vi`)).toBe(
        'What was the name of your first pet?',
      );
    });

    it('refuses fewer than 2, more than 3, repeated questions, bad answers and a wrong password', async () => {
      const member = await newMember();
      const answer = (questionCode: string, text = 'Rex') => ({ questionCode, answer: text });
      const invalid = [
        [answer('firstPet')],
        [answer('firstPet'), answer('firstPet')],
        [answer('firstPet'), answer('birthCity'), answer('firstSchool'), answer('favouriteTeam')],
        [answer('firstPet', ' a '), answer('birthCity')],
        [answer('firstPet', 'x'.repeat(65)), answer('birthCity')],
      ];
      for (const answers of invalid) {
        expectError(
          await call('PUT', MEMBER_CENTRE_API.securityQuestions, member.cookie, {
            password: member.password,
            answers,
          }),
          400,
          'security.questions.invalid',
        );
      }
      expectError(
        await call('PUT', MEMBER_CENTRE_API.securityQuestions, member.cookie, {
          password: member.password,
          answers: [answer('nope'), answer('birthCity')],
        }),
        400,
        'request.invalid',
      );
      expectError(
        await call('PUT', MEMBER_CENTRE_API.securityQuestions, member.cookie, {
          password: 'wrong-password',
          answers: [answer('firstPet'), answer('birthCity')],
        }),
        400,
        'security.password.incorrect',
      );
      expect(await answersOf(member.id)).toEqual([]);
    });

    it('stores hashed answers, and a change after the password replaces them', async () => {
      const member = await newMember();
      const other = await newMember();
      const set = SecurityQuestionsValue.parse(
        okValue(
          await call('PUT', MEMBER_CENTRE_API.securityQuestions, member.cookie, {
            password: member.password,
            answers: [
              { questionCode: 'birthCity', answer: '  Rio  de Janeiro ' },
              { questionCode: 'firstPet', answer: 'Rex' },
            ],
          }),
        ),
      );
      expect(set.chosen).toEqual(['firstPet', 'birthCity']);
      const stored = await answersOf(member.id);
      expect(stored.map((row) => row.question_code)).toEqual(['birthCity', 'firstPet']);
      expect(stored[0]!.answer_hash).not.toContain('Rio');
      expect(await verifyPassword(stored[0]!.answer_hash, normalizeAnswer('rio de JANEIRO'))).toBe(
        true,
      );

      okValue(
        await call('PUT', MEMBER_CENTRE_API.securityQuestions, member.cookie, {
          password: member.password,
          answers: [
            { questionCode: 'firstSchool', answer: 'Escola 1' },
            { questionCode: 'favouriteTeam', answer: 'Benfica' },
            { questionCode: 'childhoodFriend', answer: 'Ana' },
          ],
        }),
      );
      expect((await answersOf(member.id)).map((row) => row.question_code)).toEqual([
        'childhoodFriend',
        'favouriteTeam',
        'firstSchool',
      ]);
      expect(await answersOf(other.id)).toEqual([]);
      const config = SecurityConfig.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.securityConfig, member.cookie)),
      );
      expect(config.securityQuestions).toEqual({ set: true, count: 3 });
    });
  });

  describe('sessions', () => {
    it('lists the member’s live sessions, current first, with masked addresses', async () => {
      const member = await newMember();
      const second = await sessionCookieFor(t.database.db, member.id);
      const [firstId, secondId] = await sessionIds(member.id);
      await t.database.db
        .updateTable('sessions')
        .set({
          ip: '203.0.113.57',
          user_agent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        })
        .where('id', '=', secondId!)
        .execute();
      // An ended session and another member's session are not listed.
      await sessionCookieFor(t.database.db, member.id);
      const [, , endedId] = await sessionIds(member.id);
      await t.database.db
        .updateTable('sessions')
        .set({ ended_at: new Date().toISOString() })
        .where('id', '=', endedId!)
        .execute();
      await newMember();

      const { list } = MemberSessions.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.sessions, member.cookie)),
      );
      expect(list.map((session) => [session.id, session.current])).toEqual([
        [firstId, true],
        [secondId, false],
      ]);
      expect(list[1]).toMatchObject({ ip: '203.0.*.*', device: 'Chrome on Android' });
      expect(JSON.stringify(list)).not.toContain('113.57');
      const fromSecond = MemberSessions.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.sessions, second)),
      );
      expect(fromSecond.list[0]).toMatchObject({ id: secondId, current: true });
    });

    it('ends another session of the member, never the current one nor someone else’s', async () => {
      const member = await newMember();
      const second = await sessionCookieFor(t.database.db, member.id);
      const [currentId, secondId] = await sessionIds(member.id);
      const stranger = await newMember();
      const [strangerId] = await sessionIds(stranger.id);

      expectError(
        await call('POST', MEMBER_CENTRE_API.endSession, member.cookie, { sessionId: currentId }),
        400,
        'security.session.current',
      );
      expectError(
        await call('POST', MEMBER_CENTRE_API.endSession, member.cookie, { sessionId: strangerId }),
        404,
        'security.session.not.found',
      );
      expectError(
        await call('POST', MEMBER_CENTRE_API.endSession, member.cookie, { sessionId: 'nope' }),
        404,
        'security.session.not.found',
      );
      // The stranger's session still works.
      okValue(await call('GET', API.memberInfo, stranger.cookie));

      expect(
        okValue(
          await call('POST', MEMBER_CENTRE_API.endSession, member.cookie, { sessionId: secondId }),
        ),
      ).toEqual({ ended: 1 });
      expectError(await call('GET', API.memberInfo, second), 401, 'session.ended');
      expectError(
        await call('POST', MEMBER_CENTRE_API.endSession, member.cookie, { sessionId: secondId }),
        404,
        'security.session.not.found',
      );
      okValue(await call('GET', API.memberInfo, member.cookie));
      const { list } = MemberSessions.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.sessions, member.cookie)),
      );
      expect(list.map((session) => session.id)).toEqual([currentId]);
    });

    it('ends every other session at once and keeps the calling one', async () => {
      const member = await newMember();
      const others = [
        await sessionCookieFor(t.database.db, member.id),
        await sessionCookieFor(t.database.db, member.id),
      ];
      const stranger = await newMember();
      expect(
        okValue(await call('POST', MEMBER_CENTRE_API.endOtherSessions, member.cookie)),
      ).toEqual({ ended: 2 });
      for (const cookie of others) {
        expectError(await call('GET', API.memberInfo, cookie), 401, 'session.ended');
      }
      okValue(await call('GET', API.memberInfo, member.cookie));
      okValue(await call('GET', API.memberInfo, stranger.cookie));
    });
  });

  describe('personal info and nickname', () => {
    it('shows names, masked contacts, registration time and the VIP level', async () => {
      const member = await newMember({
        nickname: 'Zé',
        payee_name: 'José Silva',
        mobile_num: '11912345678',
        email: 'jose@example.com',
        created_at: '2026-01-02T03:04:05.000Z',
      });
      const info = PersonalInfo.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.personalInfo, member.cookie)),
      );
      expect(info).toEqual({
        userName: member.userName,
        nickname: 'Zé',
        realName: 'José Silva',
        mobile: '11*****5678',
        email: 'jo***@example.com',
        registeredAt: '2026-01-02T03:04:05.000Z',
        vipLevel: { code: 'VIP0', name: 'Bronze' },
      });
      const gold = await newMember({ club_label: 'VIP2' });
      const pt = PersonalInfo.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.personalInfo, gold.cookie)),
      );
      expect(pt.vipLevel).toEqual({ code: 'VIP2', name: 'Ouro' });
      const en = PersonalInfo.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.personalInfo, `${gold.cookie}; language=en`)),
      );
      expect(en.vipLevel).toEqual({ code: 'VIP2', name: 'Gold' });
    });

    it('changes the nickname by the registration rule, for the calling member only', async () => {
      const member = await newMember({ nickname: 'Before' });
      const other = await newMember({ nickname: 'Other' });
      for (const [nickname, reason] of [
        ['', 'missing'],
        ['   ', 'missing'],
        ['a', 'short'],
        ['<script>', 'forbidden characters'],
        ['x'.repeat(17), 'long'],
      ] as const) {
        const body = expectError(
          await call('PUT', MEMBER_CENTRE_API.nickname, member.cookie, { nickname }),
          400,
          'register.field.invalid',
        );
        expect(body.value, reason).toMatchObject({ field: 'nickname' });
      }
      expect(
        okValue(
          await call('PUT', MEMBER_CENTRE_API.nickname, member.cookie, { nickname: ' Ana B ' }),
        ),
      ).toEqual({ nickname: 'Ana B' });
      const info = okValue<{ nickname: string }>(await call('GET', API.memberInfo, member.cookie));
      expect(info.nickname).toBe('Ana B');
      const rows = await t.database.db
        .selectFrom('members')
        .select('nickname')
        .where('id', 'in', [member.id, other.id])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.nickname)).toEqual(['Ana B', 'Other']);
    });
  });

  describe('member club benefit', () => {
    it('answers the ladder lowest first with the member’s level and the next one', async () => {
      const member = await newMember();
      const benefit = ClubBenefit.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.clubBenefit, `${member.cookie}; language=en`)),
      );
      expect(benefit.levels.map((level) => level.name)).toEqual([
        'Bronze',
        'Silver',
        'Gold',
        'Platinum',
        'Diamond',
      ]);
      expect(benefit.levels[1]).toEqual({
        level: 1,
        code: 'VIP1',
        name: 'Silver',
        depositRequiredCents: 100_000,
        validBetRequiredCents: 500_000,
        dailyWithdrawalLimitCents: 1_000_000,
        birthdayBonusCents: 2_000,
        rebateBoostBasisPoints: 10,
        upgradeBonusCents: 1_000,
      });
      expect([benefit.currentCode, benefit.nextCode]).toEqual(['VIP0', 'VIP1']);
      const top = await newMember({ club_label: 'VIP4' });
      const topBenefit = ClubBenefit.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.clubBenefit, top.cookie)),
      );
      expect([topBenefit.currentCode, topBenefit.nextCode]).toEqual(['VIP4', null]);
      expect(topBenefit.levels[4]!.name).toBe('Diamante');
    });
  });

  describe('reward centre', () => {
    const grant = async (
      memberId: number,
      code: string,
      amount: number,
      extra: { status?: string; expires_at?: string | null; granted_at?: string } = {},
    ) => {
      const row = await t.database.db
        .insertInto('member_rewards')
        .values({
          merchant_code: 'DEMO',
          member_id: memberId,
          code,
          title_en: `Reward ${code}`,
          title_pt: `Recompensa ${code}`,
          amount_cents: amount,
          source: 'promotion',
          granted_at: extra.granted_at ?? new Date().toISOString(),
          expires_at: extra.expires_at ?? null,
          ...(extra.status ? { status: extra.status } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const claim = (cookie: string, rewardId: number) =>
      call('POST', MEMBER_CENTRE_API.rewardClaim, cookie, { rewardId });

    it('lists only the member’s rewards, newest first, an unclaimed past-expiry one as expired', async () => {
      const member = await newMember();
      const other = await newMember();
      const old = await grant(member.id, 'old', 500, {
        granted_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
        expires_at: new Date(Date.now() - DAY_MS).toISOString(),
      });
      const available = await grant(member.id, 'new', 1_000, {
        expires_at: new Date(Date.now() + DAY_MS).toISOString(),
      });
      await grant(other.id, 'theirs', 9_999);
      const { list } = RewardList.parse(
        okValue(await call('GET', MEMBER_CENTRE_API.rewards, member.cookie)),
      );
      expect(list.map((reward) => [reward.id, reward.status, reward.title])).toEqual([
        [available, 'AVAILABLE', 'Recompensa new'],
        [old, 'EXPIRED', 'Recompensa old'],
      ]);
    });

    it('claims an available reward into the wallet once, however often it is asked', async () => {
      const member = await newMember();
      const id = await grant(member.id, 'welcome', 1_234);
      const first = ClaimRewardValue.parse(okValue(await claim(member.cookie, id)));
      expect(first.reward).toMatchObject({ id, status: 'CLAIMED', amountCents: 1_234 });
      expect(first.reward.claimedAt).not.toBeNull();
      expect(first.balanceCents).toBe(1_234);
      expectError(await claim(member.cookie, id), 409, 'reward.not.available');
      expect(await memberBalance(ctx(), member.id)).toBe(1_234);
      const transfers = await t.database.db
        .selectFrom('ledger_transfers')
        .select(['kind', 'amount_cents'])
        .where('idempotency_key', '=', `reward.claim:${id}`)
        .execute();
      expect(transfers.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([
        ['reward.claim', 1_234],
      ]);
    });

    it('pays once when the same reward is claimed concurrently', async () => {
      const member = await newMember();
      const id = await grant(member.id, 'race', 700);
      const responses = await Promise.all([1, 2, 3, 4].map(() => claim(member.cookie, id)));
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      expect(await memberBalance(ctx(), member.id)).toBe(700);
    });

    it('refuses another member’s reward (404) and an expired or claimed one (409), moving nothing', async () => {
      const member = await newMember();
      const other = await newMember();
      const theirs = await grant(other.id, 'theirs', 5_000);
      const expired = await grant(member.id, 'expired', 300, {
        expires_at: new Date(Date.now() - 1000).toISOString(),
      });
      const claimed = await grant(member.id, 'claimed', 300, { status: 'CLAIMED' });
      expectError(await claim(member.cookie, theirs), 404, 'reward.not.found');
      expectError(await claim(member.cookie, 999_999), 404, 'reward.not.found');
      expectError(await claim(member.cookie, expired), 409, 'reward.not.available');
      expectError(await claim(member.cookie, claimed), 409, 'reward.not.available');
      expectError(
        await call('POST', MEMBER_CENTRE_API.rewardClaim, member.cookie, { rewardId: 'x' }),
        400,
        'request.invalid',
      );
      expect(await memberBalance(ctx(), member.id)).toBe(0);
      expect(await memberBalance(ctx(), other.id)).toBe(0);
      const row = await t.database.db
        .selectFrom('member_rewards')
        .select('status')
        .where('id', '=', theirs)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('AVAILABLE');
    });

    it('seeds the demo member’s rewards as available and leaves the balance alone', async () => {
      const demo = await t.database.db
        .selectFrom('members')
        .select('id')
        .where('user_name_key', '=', DEMO_MEMBER.userName)
        .executeTakeFirstOrThrow();
      const rows = await t.database.db
        .selectFrom('member_rewards')
        .select(['code', 'status'])
        .where('member_id', '=', demo.id)
        .orderBy('code')
        .execute();
      expect(rows).toEqual(
        DEMO_REWARDS.map((reward) => ({ code: reward.code, status: 'AVAILABLE' })).sort((a, b) =>
          a.code.localeCompare(b.code),
        ),
      );
      expect(await memberBalance(ctx(), demo.id)).toBe(DEMO_MEMBER.openingBalanceCents);
    });
  });
});
