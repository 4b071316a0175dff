import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  HOME_WIDGETS_API,
  MESSAGES_API,
  PROMOTIONS_API,
  PROTECTION_API,
  type Announcements,
  type HelpCenter,
  type InboxPage,
  type News,
  type UserAgreement,
} from '@app/contracts';
import {
  BO_MESSAGES_API,
  type BoAnnouncement,
  type BoAnnouncementBody,
  type BoAnnouncementList,
  type BoAudienceCount,
  type BoHelpTopic,
  type BoHelpTopicList,
  type BoInboxMessage,
  type BoInboxPage,
  type BoMessageTexts,
  type BoNews,
  type BoPreview,
  type BoSendMessageBody,
  type BoSendMessageValue,
} from '@app/contracts/backoffice';
import { okValue } from '../../../testing/api.ts';
import { insertMember, sessionCookieFor } from '../../../testing/members.ts';
import { signedInOperator, type TestOperator } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

/**
 * The back office's messages area (issue 22): content may read and write, cashier may not;
 * each write one audit row with before and after; HTML cleaned when stored; the member site's
 * calls respect publish and unpublish times and the language; inbox messages reach exactly their
 * audience (one member, a segment snapshot, or everyone including later sign-ups).
 */
let t: TestApp;
let content: TestOperator;
let cashier: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  content = await signedInOperator(t.database.db, 'content');
  cashier = await signedInOperator(t.database.db, 'cashier');
});
afterAll(async () => t?.cleanup());

const db = () => t.database.db;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let unique = 0;
const tag = (prefix: string) => `${prefix}${Date.now().toString(36)}${(unique += 1)}`;

const post = (operator: TestOperator, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: operator.headers, payload: payload as object });
const get = (operator: TestOperator, url: string) =>
  t.app.inject({ method: 'GET', url, headers: operator.headers });
const site = <T>(url: string, cookie?: string) =>
  t.app
    .inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
    .then((response) => okValue<T>(response));
const auditRows = (action: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
const path = (template: string, id: number) => template.replace(':id', String(id));

function texts(name: string, html = '<p>Corpo</p>', htmlEn = '<p>Body</p>'): BoMessageTexts {
  return {
    PT: { title: `${name} PT`, content: html },
    EN: { title: `${name} EN`, content: htmlEn },
  };
}
function announcement(
  name: string,
  overrides: Partial<BoAnnouncementBody> = {},
): BoAnnouncementBody {
  return {
    type: 'PU',
    enabled: true,
    publishAt: at(-HOUR),
    unpublishAt: null,
    texts: texts(name),
    ...overrides,
  };
}
const popupTitles = async (language: string) =>
  (
    await site<Announcements>(`${API.announcements}?types=PU&platform=M&language=${language}`)
  ).popup.map((item) => item.title);

describe('permissions', () => {
  it('lets content read and write, and refuses cashier with nothing written', async () => {
    for (const url of [
      BO_MESSAGES_API.announcements,
      BO_MESSAGES_API.helpTopics,
      BO_MESSAGES_API.news,
      `${BO_MESSAGES_API.inbox}?limit=5`,
      BO_MESSAGES_API.segmentOptions,
    ]) {
      expect((await get(content, url)).statusCode, url).toBe(200);
      expect((await get(cashier, url)).statusCode, url).toBe(403);
    }
    const before = await db().selectFrom('announcements').select('id').execute();
    const refused = await post(cashier, BO_MESSAGES_API.announcements, announcement('Caixa'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'bo.forbidden' });
    const send = await post(cashier, BO_MESSAGES_API.inbox, {
      audience: { kind: 'everyone' },
      texts: texts('Caixa'),
      publishAt: at(0),
      unpublishAt: null,
    });
    expect(send.statusCode).toBe(403);
    expect(await db().selectFrom('announcements').select('id').execute()).toEqual(before);
    expect(await auditRows('messages.announcement.create')).toHaveLength(0);
  });
});

describe('announcements', () => {
  it('creates a pop-up, sanitises its HTML when stored, audits it and shows it in PT and EN', async () => {
    const name = tag('Popup');
    const created = okValue<BoAnnouncement>(
      await post(
        content,
        BO_MESSAGES_API.announcements,
        announcement(name, {
          texts: texts(
            name,
            '<p onclick="steal()">Olá<script>alert(1)</script><a href="javascript:alert(2)">x</a></p>',
            '<p>Hello <img src="x" onerror="alert(3)"></p>',
          ),
        }),
      ),
    );
    expect(created.status).toBe('live');
    const stored = await db()
      .selectFrom('content_translations')
      .select(['language', 'text'])
      .where('entity', '=', 'announcement')
      .where('entity_id', '=', created.id)
      .where('field', '=', 'content')
      .execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.text).not.toMatch(/script|onclick|onerror|javascript:/i);
    const row = await db()
      .selectFrom('announcements')
      .select('content')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/onerror/);

    const [audit] = await auditRows('messages.announcement.create');
    expect(audit).toMatchObject({
      operator_name: content.username,
      target_type: 'announcement',
      target_id: String(created.id),
      before_json: 'null',
    });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ type: 'PU', texts: created.texts });

    // The member site, at once (the write dropped the cached body), in each language.
    expect(await popupTitles('PT')).toContain(`${name} PT`);
    expect(await popupTitles('EN')).toContain(`${name} EN`);
    expect(await popupTitles('VI')).toContain(`${name} EN`);
  });

  it('respects publish and unpublish times; an update is audited with before and after', async () => {
    const later = tag('Later');
    const ended = tag('Ended');
    const future = okValue<BoAnnouncement>(
      await post(
        content,
        BO_MESSAGES_API.announcements,
        announcement(later, { publishAt: at(HOUR), type: 'PL' }),
      ),
    );
    okValue(
      await post(
        content,
        BO_MESSAGES_API.announcements,
        announcement(ended, { publishAt: at(-2 * HOUR), unpublishAt: at(-HOUR) }),
      ),
    );
    const list = okValue<BoAnnouncementList>(await get(content, BO_MESSAGES_API.announcements));
    expect(list.rows.find((r) => r.id === future.id)?.status).toBe('scheduled');
    expect(list.rows.find((r) => r.titleEn === `${ended} EN`)?.status).toBe('ended');
    expect(await popupTitles('PT')).not.toContain(`${ended} PT`);
    const notices = (url: string) =>
      site<{ list: { title: string }[] }>(`${url}?pageNo=1&pageSize=50&language=EN`).then((page) =>
        page.list.map((item) => item.title),
      );
    expect(await notices(MESSAGES_API.popularAnnouncements)).not.toContain(`${later} EN`);

    // Publishing it now: the site shows it on its next request.
    const changed = okValue<BoAnnouncement>(
      await post(
        content,
        path(BO_MESSAGES_API.announcement, future.id),
        announcement(later, { publishAt: at(-60_000), type: 'PL' }),
      ),
    );
    expect(changed.status).toBe('live');
    expect(await notices(MESSAGES_API.popularAnnouncements)).toContain(`${later} EN`);
    const audit = (await auditRows('messages.announcement.update')).at(-1)!;
    expect(JSON.parse(audit.before_json!)).toMatchObject({ publishAt: future.publishAt });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ publishAt: changed.publishAt });

    // Saving the same values again changes nothing and records nothing.
    const count = (await auditRows('messages.announcement.update')).length;
    okValue(
      await post(content, path(BO_MESSAGES_API.announcement, future.id), {
        ...announcement(later, { type: 'PL' }),
        publishAt: changed.publishAt,
      }),
    );
    expect(await auditRows('messages.announcement.update')).toHaveLength(count);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await auditRows('messages.announcement.create')).length;
    for (const body of [
      announcement('x', { publishAt: at(0), unpublishAt: at(-HOUR) }),
      { ...announcement('x'), type: 'B' },
      {
        ...announcement('x'),
        texts: { PT: { title: '', content: '' }, EN: { title: '', content: '' } },
      },
    ]) {
      expect((await post(content, BO_MESSAGES_API.announcements, body)).statusCode).toBe(400);
    }
    expect(await auditRows('messages.announcement.create')).toHaveLength(before);
  });
});

describe('help topics and legal documents', () => {
  it('lists the terms, privacy policy and user agreement; edits the agreement in PT', async () => {
    const list = okValue<BoHelpTopicList>(await get(content, BO_MESSAGES_API.helpTopics));
    const legal = list.rows.filter((row) => row.legal).map((row) => row.tag);
    expect(new Set(legal)).toEqual(new Set(['terms', 'privacy', 'useragreement']));
    const agreement = list.rows.find((row) => row.tag === 'useragreement')!;
    const current = okValue<BoHelpTopic>(
      await get(content, path(BO_MESSAGES_API.helpTopic, agreement.id)),
    );
    const saved = okValue<BoHelpTopic>(
      await post(content, path(BO_MESSAGES_API.helpTopic, agreement.id), {
        tag: current.tag,
        device: current.device,
        sequence: current.sequence,
        inMenu: current.inMenu,
        enabled: true,
        publishAt: at(-HOUR),
        unpublishAt: null,
        texts: {
          PT: { title: 'Acordo novo', content: '<p>Texto novo<iframe src="x"></iframe></p>' },
          EN: current.texts.EN,
        },
      }),
    );
    expect(saved.texts.PT.content).toBe('<p>Texto novo</p>');
    const shown = await site<UserAgreement>(`${PROMOTIONS_API.userAgreement}?language=PT`);
    expect(shown).toEqual({ title: 'Acordo novo', content: '<p>Texto novo</p>' });
    const audit = (await auditRows('messages.help.update')).at(-1)!;
    expect(JSON.parse(audit.before_json!).texts.PT.title).toBe(current.texts.PT.title);
  });

  it('keeps a scheduled topic out of the help centre until its time', async () => {
    const name = tag('Topic');
    const body = {
      tag: 'faq',
      device: 'MOBILE',
      sequence: 99,
      inMenu: true,
      enabled: true,
      publishAt: at(HOUR),
      unpublishAt: null,
      texts: texts(name),
    };
    const created = okValue<BoHelpTopic>(await post(content, BO_MESSAGES_API.helpTopics, body));
    expect(created.status).toBe('scheduled');
    const titles = async () =>
      (await site<HelpCenter>(`${PROMOTIONS_API.helpCenter}?device=MOBILE&language=EN`)).topics.map(
        (topic) => topic.title,
      );
    expect(await titles()).not.toContain(`${name} EN`);
    okValue(
      await post(content, path(BO_MESSAGES_API.helpTopic, created.id), {
        ...body,
        publishAt: at(-HOUR),
      }),
    );
    expect(await titles()).toContain(`${name} EN`);
    okValue(
      await post(content, path(BO_MESSAGES_API.helpTopic, created.id), {
        ...body,
        publishAt: at(-HOUR),
        unpublishAt: at(-1000),
      }),
    );
    expect(await titles()).not.toContain(`${name} EN`);
  });
});

describe('hot news', () => {
  it('shows a live item in the language asked and hides a scheduled one', async () => {
    const live = tag('Live');
    const later = tag('Soon');
    const body = (name: string, publishAt: string) => ({
      art: 'lottery',
      enabled: true,
      publishAt,
      unpublishAt: null,
      texts: {
        PT: { title: `${name} PT`, summary: 'Resumo', content: '<p>Notícia</p><script>x</script>' },
        EN: { title: `${name} EN`, summary: 'Summary', content: '<p>News</p>' },
      },
    });
    const created = okValue<BoNews>(
      await post(content, BO_MESSAGES_API.news, body(live, at(-1000))),
    );
    expect(created.texts.PT.content).toBe('<p>Notícia</p>');
    okValue(await post(content, BO_MESSAGES_API.news, body(later, at(HOUR))));
    const titles = async (language: string) =>
      (await site<News>(`${HOME_WIDGETS_API.news}?language=${language}`)).list.map((n) => n.title);
    expect(await titles('PT')).toContain(`${live} PT`);
    expect(await titles('EN')).toContain(`${live} EN`);
    expect(await titles('PT')).not.toContain(`${later} PT`);
    expect(await auditRows('messages.news.create')).toHaveLength(2);
  });
});

describe('inbox messages', () => {
  const inboxTitles = async (cookie: string) =>
    (
      await site<InboxPage>(`${MESSAGES_API.inbox}?pageNo=1&pageSize=100&language=PT`, cookie)
    ).list.map((message) => message.title);
  async function member(overrides: Parameters<typeof insertMember>[1] = {}) {
    const created = await insertMember(db(), overrides);
    return { ...created, cookie: await sessionCookieFor(db(), created.id) };
  }
  const sendMessage = async (body: BoSendMessageBody) =>
    okValue<BoSendMessageValue>(await post(content, BO_MESSAGES_API.inbox, body));
  const message = (name: string, audience: BoSendMessageBody['audience'], overrides = {}) => ({
    audience,
    texts: texts(name),
    publishAt: at(-1000),
    unpublishAt: null,
    ...overrides,
  });

  it('reaches a segment (an agent team at a VIP level), not a member outside it nor a later one', async () => {
    const agent = await member({ type: 1 });
    const inside = await member({ upline_id: agent.id, club_label: 'VIP3' });
    const otherLevel = await member({ upline_id: agent.id, club_label: 'VIP1' });
    const otherTeam = await member({ club_label: 'VIP3' });
    const segment = { agent: agent.userName, vipCode: 'VIP3' };
    const count = okValue<BoAudienceCount>(
      await get(
        content,
        `${BO_MESSAGES_API.audience}?kind=segment&agent=${agent.userName}&vipCode=VIP3`,
      ),
    );
    expect(count.count).toBe(1);
    const name = tag('Segment');
    const sent = await sendMessage(message(name, { kind: 'segment', segment }));
    expect(sent.recipients).toBe(1);
    const later = await member({ upline_id: agent.id, club_label: 'VIP3' });

    expect(await inboxTitles(inside.cookie)).toContain(`${name} PT`);
    for (const outside of [otherLevel, otherTeam, agent, later]) {
      expect(await inboxTitles(outside.cookie)).not.toContain(`${name} PT`);
    }
    const audit = (await auditRows('messages.inbox.send')).at(-1)!;
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      audience: { kind: 'segment', segment },
      recipients: 1,
    });
    const detail = okValue<BoInboxMessage>(
      await get(content, path(BO_MESSAGES_API.inboxItem, sent.id)),
    );
    expect(detail).toMatchObject({ audience: 'segment', recipients: 1, segment });
  });

  it('leaves a self-excluded member out of a segment send and out of every count', async () => {
    const agent = await member({ type: 1 });
    const inside = await member({ upline_id: agent.id });
    const excluded = await member({ upline_id: agent.id });
    const everyone = async () =>
      okValue<BoAudienceCount>(await get(content, `${BO_MESSAGES_API.audience}?kind=everyone`))
        .count;
    const team = async () =>
      okValue<BoAudienceCount>(
        await get(content, `${BO_MESSAGES_API.audience}?kind=segment&agent=${agent.userName}`),
      ).count;
    expect(await team()).toBe(2);
    const everyoneBefore = await everyone();
    const exclusion = await t.app.inject({
      method: 'POST',
      url: PROTECTION_API.exclusion,
      headers: { cookie: excluded.cookie },
      payload: { duration: '6m', password: 'secret123' },
    });
    expect(exclusion.statusCode, exclusion.body).toBe(200);
    // "Reaches N members" counts only who may get marketing (decision 048).
    expect(await team()).toBe(1);
    expect(await everyone()).toBe(everyoneBefore - 1);

    const name = tag('Excluded');
    const sent = await sendMessage(
      message(name, { kind: 'segment', segment: { agent: agent.userName } }),
    );
    expect(sent.recipients).toBe(1);
    const recipients = await db()
      .selectFrom('member_message_recipients')
      .select('member_id')
      .where('message_id', '=', sent.id)
      .execute();
    expect(recipients.map((row) => row.member_id)).toEqual([inside.id]);
    expect(await inboxTitles(inside.cookie)).toContain(`${name} PT`);
    expect(await inboxTitles(excluded.cookie)).not.toContain(`${name} PT`);
    const everyoneSent = await sendMessage(message(tag('ExcludedAll'), { kind: 'everyone' }));
    expect(everyoneSent.recipients).toBe(everyoneBefore - 1);
  });

  it('segments by deposits and registration time', async () => {
    const since = at(-1000);
    const depositor = await member();
    const none = await member();
    await db()
      .insertInto('deposits')
      .values({
        merchant_code: 'DEMO',
        member_id: depositor.id,
        channel_code: 'PIX',
        kind: 'pix',
        amount_cents: 5000,
        status: 'approved',
        created_at: at(0),
      })
      .execute();
    const name = tag('Depositors');
    const sent = await sendMessage(
      message(name, { kind: 'segment', segment: { deposited: true, registeredFrom: since } }),
    );
    expect(sent.recipients).toBe(1);
    expect(await inboxTitles(depositor.cookie)).toContain(`${name} PT`);
    expect(await inboxTitles(none.cookie)).not.toContain(`${name} PT`);
    const count = okValue<BoAudienceCount>(
      await get(
        content,
        `${BO_MESSAGES_API.audience}?kind=segment&deposited=no&registeredFrom=${encodeURIComponent(since)}`,
      ),
    );
    expect(count.count).toBeGreaterThanOrEqual(1);
  });

  it('a message to everyone is one row, reaches members who register later, in their language', async () => {
    const rowsBefore = await db().selectFrom('member_messages').select('id').execute();
    const name = tag('Everyone');
    const sent = await sendMessage(message(name, { kind: 'everyone' }));
    const rowsAfter = await db().selectFrom('member_messages').select('id').execute();
    expect(rowsAfter.length).toBe(rowsBefore.length + 1);
    expect(
      await db()
        .selectFrom('member_message_recipients')
        .select('member_id')
        .where('message_id', '=', sent.id)
        .execute(),
    ).toEqual([]);
    const newcomer = await member();
    expect(await inboxTitles(newcomer.cookie)).toContain(`${name} PT`);
    const english = await site<InboxPage>(
      `${MESSAGES_API.inbox}?pageNo=1&pageSize=100&language=EN`,
      newcomer.cookie,
    );
    expect(english.list.map((m) => m.title)).toContain(`${name} EN`);
  });

  it('one member only; scheduled and expired messages stay out; a withdrawal removes it', async () => {
    const target = await member();
    const other = await member();
    const direct = tag('Direct');
    const scheduled = tag('Scheduled');
    const expired = tag('Expired');
    const sent = await sendMessage(message(direct, { kind: 'member', member: target.userName }));
    await sendMessage(
      message(scheduled, { kind: 'member', member: String(target.id) }, { publishAt: at(HOUR) }),
    );
    await sendMessage(
      message(
        expired,
        { kind: 'member', member: target.userName },
        { publishAt: at(-2 * HOUR), unpublishAt: at(-HOUR) },
      ),
    );
    const titles = await inboxTitles(target.cookie);
    expect(titles).toContain(`${direct} PT`);
    expect(titles).not.toContain(`${scheduled} PT`);
    expect(titles).not.toContain(`${expired} PT`);
    expect(await inboxTitles(other.cookie)).not.toContain(`${direct} PT`);

    const page = okValue<BoInboxPage>(
      await get(content, `${BO_MESSAGES_API.inbox}?audience=member&limit=10`),
    );
    expect(page.rows.find((row) => row.titleEn === `${scheduled} EN`)?.status).toBe('scheduled');

    okValue(await post(content, path(BO_MESSAGES_API.inboxWithdraw, sent.id), {}));
    expect(await inboxTitles(target.cookie)).not.toContain(`${direct} PT`);
    const withdrawn = (await auditRows('messages.inbox.withdraw')).at(-1)!;
    expect(withdrawn.target_id).toBe(String(sent.id));
    expect(JSON.parse(withdrawn.before_json!)).toMatchObject({ enabled: true });

    const unknown = await post(
      content,
      BO_MESSAGES_API.inbox,
      message('x', { kind: 'member', member: 'nobody-here' }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('preview', () => {
  it('answers the HTML as it would be stored, and records nothing', async () => {
    const before = await db().selectFrom('audit_log').select('id').execute();
    const preview = okValue<BoPreview>(
      await post(content, BO_MESSAGES_API.preview, {
        html: '<h3>Oi</h3><script>alert(1)</script><a href="javascript:x()">y</a>',
      }),
    );
    expect(preview.html).toBe('<h3>Oi</h3><a>y</a>');
    expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(before);
    expect((await post(cashier, BO_MESSAGES_API.preview, { html: '<p>x</p>' })).statusCode).toBe(
      403,
    );
  });
});
