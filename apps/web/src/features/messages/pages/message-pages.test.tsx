import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API,
  MESSAGES_API,
  type Announcement,
  type InboxMessage,
  type UnreadCounts,
} from '@app/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { MARK_READ_THROTTLE_MS } from '../lib/read-queue.ts';
import {
  envelope,
  failure,
  json,
  renderAccounts,
  statusWithFlags,
  type Handler,
  type RecordedCall,
} from '../../accounts/test-utils.tsx';

function announcement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'PL',
    title: `Aviso ${id}`,
    content: `<p>Texto ${id}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
    startDate: `2026-05-0${id}T12:00:00.000Z`,
    read: false,
    ...overrides,
  };
}

function pageOf<T>(list: T[], pageSize = 20): Handler {
  return (call: RecordedCall) => {
    const pageNo = Number(call.url.searchParams.get('pageNo') ?? '1');
    return envelope({
      list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNo,
      pageSize,
      total: list.length,
      totalPages: Math.ceil(list.length / pageSize),
    });
  };
}

const counts = (announcements: number, inbox = 0): UnreadCounts => ({
  inbox,
  chat: 0,
  announcements,
  activities: 0,
  loginPopups: 0,
  total: announcements + inbox,
});

const POPULAR = `GET ${MESSAGES_API.popularAnnouncements}`;
const NOTICES = `GET ${MESSAGES_API.notices}`;
const UNREAD = `GET ${API.unreadCounts}`;
const MARK = `POST ${MESSAGES_API.announcementRead}`;
const STATUS = statusWithFlags({ MAILCEN: true });

/** A server that remembers what the member has read. */
function readingServer(items: Announcement[]) {
  const read = new Set(items.filter((item) => item.read).map((item) => item.id));
  const current = () => items.map((item) => ({ ...item, read: read.has(item.id) }));
  const handlers: Record<string, Handler> = {
    [POPULAR]: (call) => pageOf(current())(call),
    [NOTICES]: pageOf([]),
    [UNREAD]: () => envelope(counts(items.length - read.size)),
    [MARK]: (call) => {
      const { announcementId } = json(call) as { announcementId: number };
      read.add(announcementId);
      return envelope({ announcementId, read: true });
    },
  };
  return handlers;
}

describe('message screens', () => {
  beforeEach(() => useSessionStore.getState().setSession({ userName: 'demo', type: 0 }));
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.getState().setSession(null);
  });

  it('lists announcements with YYYY-MM-DD dates; a tap expands the cleaned HTML', async () => {
    const user = userEvent.setup();
    renderAccounts('/m/message', readingServer([announcement(2), announcement(1)]), STATUS);
    // The first test also waits for the lazy screen's first load.
    const list = await screen.findByRole(
      'list',
      { name: 'Lista de anúncios' },
      { timeout: 10_000 },
    );
    const item = within(list).getByRole('button', { name: /^Aviso 2, Não lida/ });
    expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(within(item).getByText('2026-05-02').tagName).toBe('TIME');
    await user.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(item.getAttribute('aria-controls')!)!;
    expect(region).toHaveTextContent('Texto 2');
    expect(region.innerHTML).not.toMatch(/script|javascript:/);
    await user.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks read locally at once, then calls the server, then reloads lists and counts', async () => {
    const user = userEvent.setup();
    const handlers = readingServer([announcement(2), announcement(1)]);
    // What the screen showed when the call reached the server.
    let readOnScreenAtCall: boolean | null = null;
    const markOnServer = handlers[MARK]!;
    handlers[MARK] = (call) => {
      readOnScreenAtCall = screen.queryByRole('button', { name: /^Aviso 1, Não lida/ }) === null;
      return markOnServer(call);
    };
    const { calls } = renderAccounts('/m/message', handlers, STATUS);
    const tabs = await screen.findByRole('navigation', { name: 'Seções de mensagens' });
    await within(tabs).findByRole('link', { name: 'Anúncios, não lidas: 2' });
    const list = await screen.findByRole('list', { name: 'Lista de anúncios' });
    const before = calls.length;

    await user.click(within(list).getByRole('button', { name: /^Aviso 1, Não lida/ }));
    // Read at once on screen, whatever the server does next.
    expect(
      within(list).getByRole('button', { name: /^Aviso 1(?!, Não lida)/ }),
    ).toBeInTheDocument();

    await within(tabs).findByRole('link', { name: 'Anúncios, não lidas: 1' });
    expect(readOnScreenAtCall).toBe(true);
    const after = calls.slice(before).map((call) => `${call.method} ${call.path}`);
    const mark = after.indexOf(MARK);
    expect(mark).toBeGreaterThanOrEqual(0);
    expect(json(calls[before + mark]!)).toEqual({ announcementId: 1, read: true });
    // The reloads come after the call.
    expect(after.indexOf(POPULAR, mark)).toBeGreaterThan(mark);
    expect(after.indexOf(UNREAD, mark)).toBeGreaterThan(mark);
    expect(after.filter((call) => call === MARK)).toHaveLength(1);
    // Opening a read item again calls nothing.
    const reopened = within(list).getByRole('button', { name: /^Aviso 1(?!, Não lida)/ });
    await user.click(reopened);
    await user.click(reopened);
    expect(calls.filter((call) => `${call.method} ${call.path}` === MARK)).toHaveLength(1);
  });

  it('marks nothing for a trial session (type 4) and shows no read state', async () => {
    useSessionStore.getState().setSession({ userName: 'trial', type: 4 });
    const { calls } = renderAccounts('/m/message', readingServer([announcement(1)]), STATUS);
    const list = await screen.findByRole('list', { name: 'Lista de anúncios' });
    const item = within(list).getByRole('button', { name: /^Aviso 1(?!, Não lida)/ });
    // The app's clock from the tap on, moved by the test: a member's mark would go out within
    // the throttle. (A plain click: user-event waits on a timer of its own.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    await act(() => vi.advanceTimersByTimeAsync(MARK_READ_THROTTLE_MS));
    expect(calls.some((call) => call.path === MESSAGES_API.announcementRead)).toBe(false);
    expect(calls.some((call) => call.path === API.unreadCounts)).toBe(false);
  });

  it('shows the loading skeleton while the list loads', async () => {
    renderAccounts(
      '/m/notice',
      { [POPULAR]: pageOf([]), [NOTICES]: () => new Promise<Response>(() => undefined) },
      STATUS,
    );
    expect(await screen.findByTestId('messages-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
  });

  it('shows "no data" for an empty list', async () => {
    renderAccounts('/m/notice', { [POPULAR]: pageOf([]), [NOTICES]: pageOf([]) }, STATUS);
    expect(await screen.findByText('Sem dados')).toBeInTheDocument();
    expect(screen.getByText('Ainda não há avisos.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAccounts(
      '/m/message',
      {
        [POPULAR]: (call) =>
          fail
            ? failure(500, 'server.error', 'Erro desconhecido')
            : pageOf([announcement(1)])(call),
        [UNREAD]: () => envelope(counts(1)),
      },
      STATUS,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    const list = await screen.findByRole('list', { name: 'Lista de anúncios' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('loads the next page at the end of the list (button for keyboards)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) =>
      announcement(i + 1, { startDate: '2026-05-01T12:00:00.000Z', read: true }),
    );
    renderAccounts('/m/message', readingServer(many), STATUS);
    const list = await screen.findByRole('list', { name: 'Lista de anúncios' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    const more = screen.queryByRole('button', { name: 'Carregar mais' });
    if (more) await user.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(await screen.findByText('Fim da lista')).toBeInTheDocument();
  });

  it('the inbox lists messages and reading one drops the mail badge', async () => {
    const user = userEvent.setup();
    const read = new Set<number>();
    const message = (id: number): InboxMessage => ({
      id,
      title: `Mensagem ${id}`,
      content: `<p>Olá ${id}</p>`,
      startDate: '2026-05-03T12:00:00.000Z',
      read: read.has(id),
      broadcast: id === 2,
    });
    renderAccounts(
      '/m/webEmail',
      {
        [POPULAR]: pageOf([]),
        [`GET ${MESSAGES_API.inbox}`]: (call) => pageOf([message(2), message(1)])(call),
        [UNREAD]: () => envelope(counts(0, 2 - read.size)),
        [`POST ${MESSAGES_API.inboxRead}`]: (call) => {
          const { messageId } = json(call) as { messageId: number };
          read.add(messageId);
          return envelope({ messageId, read: true });
        },
      },
      STATUS,
    );
    const tabs = await screen.findByRole('navigation', { name: 'Seções de mensagens' });
    await within(tabs).findByRole('link', { name: 'Mensagens, não lidas: 2' });
    const list = await screen.findByRole('list', { name: 'Caixa de mensagens' });
    await user.click(within(list).getByRole('button', { name: /^Mensagem 2, Não lida/ }));
    await within(tabs).findByRole('link', { name: 'Mensagens, não lidas: 1' });
  });

  it('sends a guest who opens the inbox to the login', async () => {
    useSessionStore.getState().setSession(null);
    const { router } = renderAccounts('/m/webEmail', { [POPULAR]: pageOf([]) }, STATUS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), {
      timeout: 5_000,
    });
  });

  it('shows the inbox tab only with flag MAILCEN; without it /m/webEmail goes to the list', async () => {
    const { router } = renderAccounts(
      '/m/webEmail',
      { [POPULAR]: pageOf([announcement(1)]), [UNREAD]: () => envelope(counts(1)) },
      statusWithFlags({ MAILCEN: false }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/message'), {
      timeout: 5_000,
    });
    const tabs = await screen.findByRole('navigation', { name: 'Seções de mensagens' });
    expect(within(tabs).queryByRole('link', { name: /^Mensagens/ })).toBeNull();
    expect(within(tabs).getByRole('link', { name: /^Avisos/ })).toBeInTheDocument();
  });

  it('tells a trial session (type 4) to use a real account for the inbox, calling nothing', async () => {
    useSessionStore.getState().setSession({ userName: 'trial', type: 4 });
    const { calls } = renderAccounts('/m/webEmail', { [POPULAR]: pageOf([]) }, STATUS);
    expect(
      await screen.findByText('Entre em uma conta real para ver suas mensagens.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === MESSAGES_API.inbox)).toBe(false);
  });
});
