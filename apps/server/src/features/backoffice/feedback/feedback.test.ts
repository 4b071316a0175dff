import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES_API, type InboxPage } from '@app/contracts';
import {
  BO_FEEDBACK_API,
  type BoFeedbackDetail,
  type BoFeedbackOperators,
  type BoFeedbackPage,
  type BoFeedbackQuery,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { insertMemberWithSession, type TestMember } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The back office's feedback inbox (issue 21): filters, sorting and paging; the detail with the
 * member and their recent feedback; status, assignment and the reply, each one audit row with
 * the values before and after, bad input a 400 that changes nothing; and the reply reaching the
 * member's inbox, read through the member API in the member's language.
 */
let t: TestApp;
let support: TestOperator;
let support2: TestOperator;
let risk: TestOperator;
let cashier: TestOperator;
let alice: TestMember & { cookie: string };
let bob: TestMember & { cookie: string };
const ids = { a1: 0, a2: 0, a3: 0, b1: 0 };

const db = () => t.database.db;
const path = (template: string, id: number) => template.replace(':id', String(id));

async function insertFeedback(
  memberId: number,
  type: number,
  createdAt: string,
  content: string,
  status = 'new',
): Promise<number> {
  const row = await db()
    .insertInto('feedback')
    .values({
      merchant_code: 'DEMO',
      member_id: memberId,
      type,
      content,
      status,
      created_at: createdAt,
      assigned_to: null,
      reply: null,
      replied_at: null,
      replied_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  support = await signedInOperator(db(), 'support');
  support2 = await signedInOperator(db(), 'support');
  risk = await signedInOperator(db(), 'risk');
  cashier = await signedInOperator(db(), 'cashier');
  alice = await insertMemberWithSession(db(), { user_name: `alice${Date.now() % 100000}` });
  bob = await insertMemberWithSession(db(), { user_name: `bob${Date.now() % 100000}` });
  ids.a1 = await insertFeedback(
    alice.id,
    1,
    '2030-01-01T10:00:00.000Z',
    'My deposit has not arrived yet',
  );
  ids.a2 = await insertFeedback(
    alice.id,
    3,
    '2030-01-02T10:00:00.000Z',
    'The game froze <b>twice</b> & more',
  );
  ids.a3 = await insertFeedback(
    alice.id,
    0,
    '2030-01-03T10:00:00.000Z',
    'Just saying the site is great',
    'read',
  );
  ids.b1 = await insertFeedback(
    bob.id,
    2,
    '2030-01-02T12:00:00.000Z',
    'Withdrawal pending for two days',
  );
});
afterAll(async () => t?.cleanup());

function get(operator: { headers: object } | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...operator?.headers } });
}
function post(operator: { headers: object }, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...operator.headers },
    payload: payload as object,
  });
}
async function list(query: BoFeedbackQuery, operator = support): Promise<BoFeedbackPage> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return okValue<BoFeedbackPage>(await get(operator, `${BO_FEEDBACK_API.list}?${search}`));
}
async function detail(id: number): Promise<BoFeedbackDetail> {
  return okValue<BoFeedbackDetail>(await get(support, path(BO_FEEDBACK_API.detail, id)));
}
async function auditRows(targetId: number) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'feedback')
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}
function expectError(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, errorCode, message: expect.any(String) });
}
async function feedbackRow(id: number) {
  return db().selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function inbox(member: { cookie: string }, language: 'pt' | 'en'): Promise<InboxPage> {
  return okValue<InboxPage>(
    await t.app.inject({
      method: 'GET',
      url: `${MESSAGES_API.inbox}?pageNo=1&pageSize=50`,
      headers: { cookie: `${member.cookie}; language=${language}` },
    }),
  );
}
/** The call answers `status`/`errorCode` and neither the row nor the audit log moved. */
async function expectUnchanged(
  id: number,
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  errorCode: string,
) {
  const before = await feedbackRow(id);
  const audits = await db().selectFrom('audit_log').select('id').execute();
  expectError(await call(), status, errorCode);
  expect(await feedbackRow(id)).toEqual(before);
  expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(audits);
}

describe('the inbox', () => {
  it('lists newest first, pages, and filters by member, status, type and date', async () => {
    const all = await list({ member: alice.userName });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual([ids.a3, ids.a2, ids.a1]);
    expect(all.rows[1]).toMatchObject({
      memberId: alice.id,
      memberName: alice.userName,
      type: 3,
      content: 'The game froze <b>twice</b> & more',
      status: 'new',
      assignedTo: null,
      repliedAt: null,
    });

    const page = await list({ member: alice.userName, limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 3, rows: [{ id: ids.a1 }] });
    expect((await list({ member: String(bob.id) })).rows.map((row) => row.id)).toEqual([ids.b1]);
    // The start of a name, any case.
    expect((await list({ member: alice.userName.slice(0, 5).toUpperCase() })).total).toBe(3);
    expect((await list({ member: 'no_such%member' })).total).toBe(0);

    expect((await list({ member: alice.userName, status: 'read' })).rows.map((r) => r.id)).toEqual([
      ids.a3,
    ]);
    expect((await list({ member: alice.userName, type: 1 })).rows.map((r) => r.id)).toEqual([
      ids.a1,
    ]);
    const window = await list({
      from: '2030-01-02T00:00:00.000Z',
      to: '2030-01-03T00:00:00.000Z',
    });
    expect(window.rows.map((row) => row.id)).toEqual([ids.b1, ids.a2]);
    const byType = await list({ member: alice.userName, sort: 'type', order: 'asc' });
    expect(byType.rows.map((row) => row.type)).toEqual([0, 1, 3]);
    expect((await list({ member: alice.userName, order: 'asc' })).rows[0]!.id).toBe(ids.a1);
  });

  it('refuses bad filters and roles without feedback.read', async () => {
    expectError(
      await get(support, `${BO_FEEDBACK_API.list}?status=closed`),
      400,
      'request.invalid',
    );
    expectError(await get(support, `${BO_FEEDBACK_API.list}?type=5`), 400, 'request.invalid');
    expectError(
      await get(support, `${BO_FEEDBACK_API.list}?assigned=them`),
      400,
      'request.invalid',
    );
    expectError(
      await get(support, `${BO_FEEDBACK_API.list}?from=yesterday`),
      400,
      'request.invalid',
    );
    expectError(await get(support, `${BO_FEEDBACK_API.list}?limit=0`), 400, 'request.invalid');
    expectError(await get(cashier, BO_FEEDBACK_API.list), 403, 'bo.forbidden');
    expectError(await get(null, BO_FEEDBACK_API.list), 401, 'bo.auth.required');
    // Risk reads the inbox but does not answer it.
    expect((await list({ member: bob.userName }, risk)).total).toBe(1);
  });

  it('shows one item with its member and their recent feedback', async () => {
    const value = await detail(ids.a2);
    expect(value).toMatchObject({
      id: ids.a2,
      reply: null,
      repliedBy: null,
      member: { id: alice.id, userName: alice.userName },
    });
    expect(value.recent.map((row) => row.id)).toEqual([ids.a3, ids.a2, ids.a1]);
    expectError(await get(support, path(BO_FEEDBACK_API.detail, 999999)), 404, 'bo.not.found');
    expectError(await get(support, path(BO_FEEDBACK_API.detail, 0)), 400, 'request.invalid');
  });

  it('offers the operators whose role may answer feedback', async () => {
    const operators = okValue<BoFeedbackOperators>(await get(support, BO_FEEDBACK_API.operators));
    const names = operators.map((operator) => operator.username);
    expect(names).toEqual(expect.arrayContaining([support.username, support2.username]));
    expect(names).not.toContain(risk.username);
    expect(names).not.toContain(cashier.username);
  });
});

describe('status and assignment', () => {
  it('sets the status, one audit row, none for a repeat', async () => {
    const value = okValue<BoFeedbackDetail>(
      await post(support, path(BO_FEEDBACK_API.status, ids.a1), { status: 'read' }),
    );
    expect(value.status).toBe('read');
    okValue(await post(support, path(BO_FEEDBACK_API.status, ids.a1), { status: 'read' }));
    const rows = await auditRows(ids.a1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'feedback.status', operator_id: support.id });
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ status: 'new' });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ status: 'read' });
  });

  it('refuses a bad status, a role without feedback.write and an unknown item', async () => {
    await expectUnchanged(
      ids.b1,
      () => post(support, path(BO_FEEDBACK_API.status, ids.b1), { status: 'closed' }),
      400,
      'request.invalid',
    );
    await expectUnchanged(
      ids.b1,
      () => post(risk, path(BO_FEEDBACK_API.status, ids.b1), { status: 'read' }),
      403,
      'bo.forbidden',
    );
    expectError(
      await post(support, path(BO_FEEDBACK_API.status, 999999), { status: 'read' }),
      404,
      'bo.not.found',
    );
  });

  it('assigns to an operator who may answer, and unassigns', async () => {
    const value = okValue<BoFeedbackDetail>(
      await post(support, path(BO_FEEDBACK_API.assign, ids.b1), { operatorId: support2.id }),
    );
    expect(value.assignedTo).toMatchObject({ id: support2.id, username: support2.username });
    expect((await list({ assigned: 'me' }, support2)).rows.map((r) => r.id)).toEqual([ids.b1]);
    expect((await list({ assigned: 'me' }, support)).total).toBe(0);
    expect((await list({ assigned: 'anyone' })).rows.map((r) => r.id)).toEqual([ids.b1]);
    expect((await list({ member: bob.userName, assigned: 'nobody' })).total).toBe(0);

    await expectUnchanged(
      ids.b1,
      () => post(support, path(BO_FEEDBACK_API.assign, ids.b1), { operatorId: risk.id }),
      400,
      'bo.feedback.assignee',
    );
    await expectUnchanged(
      ids.b1,
      () => post(support, path(BO_FEEDBACK_API.assign, ids.b1), { operatorId: 'me' }),
      400,
      'request.invalid',
    );

    okValue(await post(support, path(BO_FEEDBACK_API.assign, ids.b1), { operatorId: null }));
    expect((await list({ member: bob.userName, assigned: 'nobody' })).total).toBe(1);
    const rows = await auditRows(ids.b1);
    expect(rows.map((row) => row.action)).toEqual(['feedback.assign', 'feedback.assign']);
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ assignedTo: null });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ assignedTo: support2.id });
    expect(JSON.parse(rows[1]!.after_json!)).toMatchObject({ assignedTo: null });
  });
});

describe('the reply', () => {
  it("is stored, answers the item and reaches the member's inbox in their language", async () => {
    const text = 'Hello!\nWe fixed the game <script>alert(1)</script>.';
    const value = okValue<BoFeedbackDetail>(
      await post(support, path(BO_FEEDBACK_API.reply, ids.a2), { text: `  ${text}  ` }),
    );
    expect(value).toMatchObject({
      status: 'answered',
      reply: text,
      repliedBy: { id: support.id },
      repliedAt: expect.any(String),
    });

    const pt = (await inbox(alice, 'pt')).list.find((m) => m.title === 'Resposta ao seu feedback');
    expect(pt).toBeDefined();
    expect(pt!.read).toBe(false);
    expect(pt!.content).toContain('We fixed the game');
    expect(pt!.content).toContain('Sua mensagem:');
    expect(pt!.content).not.toContain('<script');
    expect(pt!.content).toContain('&lt;b&gt;twice');
    const en = (await inbox(alice, 'en')).list.find((m) => m.id === pt!.id);
    expect(en).toMatchObject({ title: 'Reply to your feedback' });
    expect(en!.content).toContain('Your message:');
    // Nobody else's inbox.
    expect((await inbox(bob, 'pt')).list.some((m) => m.id === pt!.id)).toBe(false);

    const rows = await auditRows(ids.a2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'feedback.reply', operator_id: support.id });
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ status: 'new', reply: null });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ status: 'answered', reply: text });

    // The same reply again (a double click): nothing sent, nothing audited.
    const messages = (await inbox(alice, 'pt')).total;
    okValue(await post(support, path(BO_FEEDBACK_API.reply, ids.a2), { text }));
    expect((await inbox(alice, 'pt')).total).toBe(messages);
    expect(await auditRows(ids.a2)).toHaveLength(1);
  });

  it('refuses an empty or long reply and a role without feedback.write, sending nothing', async () => {
    const messages = (await inbox(bob, 'pt')).total;
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      await expectUnchanged(
        ids.b1,
        () => post(support, path(BO_FEEDBACK_API.reply, ids.b1), { text }),
        400,
        'request.invalid',
      );
    }
    await expectUnchanged(
      ids.b1,
      () => post(risk, path(BO_FEEDBACK_API.reply, ids.b1), { text: 'We are on it' }),
      403,
      'bo.forbidden',
    );
    expect((await inbox(bob, 'pt')).total).toBe(messages);
  });
});
