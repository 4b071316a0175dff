import { api, ApiError, setOfflineMessage } from './api.ts';
import type { Ctx } from './context.ts';
import { h, reducedMotion } from './dom.ts';
import { mountFairness } from './fairness.ts';
import { dictFor, moneyFormat, multiplierFormat, type Dict } from './i18n.ts';
import type { PageEnv } from './tables/page-env.ts';
import type { RoundSession, Session } from './types.ts';
import { mountCrash } from './views/crash.ts';
import { mountFish } from './views/fish.ts';
import { mountPoker } from './views/poker.ts';
import { mountScratch } from './views/scratch.ts';
import { mountSlot } from './views/slot.ts';

const app = document.getElementById('app')!;
const LOBBY_KEY = 'pv-lobby-url';

function setLanguage(t: Dict) {
  document.documentElement.lang = t.htmlLang;
  setOfflineMessage(t.offline);
}

/** Readable text on a theme colour: black or white, whichever contrasts more. */
function textOn(hex: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#000';
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}

function backLink(t: Dict, href: string | null) {
  const link = h(
    'a',
    { class: 'back', href: href ?? '/' },
    h('span', { class: 'back-arrow', 'aria-hidden': 'true' }, '‹'),
    t.back,
  );
  if (!href) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      history.back();
    });
  }
  return link;
}

function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The ended-session page: the message and the way back, nothing else. */
function renderEnded(t: Dict, message: string) {
  const lobby = safeUrl(sessionStorage.getItem(LOBBY_KEY)) ?? safeUrl(document.referrer);
  document.title = t.back;
  app.replaceChildren(
    h('header', { class: 'top' }, h('div', { class: 'top-row' }, backLink(t, lobby))),
    h('main', { class: 'ended' }, h('p', { role: 'alert', class: 'alert' }, message)),
  );
}

function render(session: Session) {
  const t = dictFor(session.language);
  setLanguage(t);
  const { game } = session;
  const root = document.documentElement;
  root.style.setProperty('--primary', game.theme.primary);
  root.style.setProperty('--accent', game.theme.accent);
  root.style.setProperty('--on-accent', textOn(game.theme.accent));
  document.title = game.name;
  const lobby = safeUrl(session.lobbyUrl);
  if (lobby) sessionStorage.setItem(LOBBY_KEY, lobby);

  const money = moneyFormat(t, session.currency);
  const free = session.mode === 'free';
  if (game.engine === 'live' || game.engine === 'pvp' || game.engine === 'sportsbook') {
    renderService(session, t, money, lobby, free);
    return;
  }
  renderRounds(session as RoundSession, t, money, lobby, free);
}

/** The page's header: the way back, the play-money badge, the game's name and the balance. */
function gameHeader(session: Session, t: Dict, lobby: string | null, free: boolean) {
  const balanceValue = h('strong', { class: 'balance-value' }, '—');
  const header = h(
    'header',
    { class: 'top' },
    h(
      'div',
      { class: 'top-row' },
      backLink(t, lobby),
      free ? h('span', { class: 'badge' }, t.freeBadge) : null,
    ),
    h('h1', null, session.game.name),
    h(
      'p',
      { class: 'balance' },
      h('span', { class: 'balance-label' }, free ? t.playBalance : t.balance),
      ' ',
      balanceValue,
    ),
  );
  return { header, balanceValue };
}

function renderRounds(
  session: RoundSession,
  t: Dict,
  money: (cents: number) => string,
  lobby: string | null,
  free: boolean,
) {
  const { game } = session;
  const { header, balanceValue } = gameHeader(session, t, lobby, free);
  const alert = h('p', { role: 'alert', class: 'alert' });
  const status = h('p', { role: 'status', class: 'status' });
  const betSelect = h('select', { id: 'bet', name: 'bet' });
  for (const cents of game.limits.presets) {
    betSelect.append(h('option', { value: cents }, money(cents)));
  }
  const betField = h('div', { class: 'field bet' }, h('label', { for: 'bet' }, t.bet), betSelect);
  const board = h('div', { class: 'board' });
  const actions = h('div', { class: 'actions' }, betField);
  const main = h(
    'main',
    { class: `game engine-${game.engine}` },
    alert,
    h('section', { class: 'play', 'aria-label': game.name }, board, status, actions),
  );
  app.replaceChildren(header, main);

  const showBalanceNow = (cents: number | null) => {
    balanceValue.textContent = cents === null ? '—' : money(cents);
  };
  showBalanceNow(session.balanceCents);

  let locked = false;
  const ctx: Ctx = {
    session,
    t,
    money,
    multiplier: multiplierFormat(t),
    reduced: reducedMotion(),
    betCents: () => Number(betSelect.value),
    lock(value) {
      locked = value;
      betSelect.disabled = value;
      fairness.lock(value);
    },
    setStatus(text) {
      status.textContent = text;
    },
    clearAlert() {
      alert.textContent = '';
    },
    fail(error) {
      if (error instanceof ApiError && error.status === 401) {
        renderEnded(t, error.message);
        return;
      }
      alert.textContent = error instanceof ApiError ? error.message : t.offline;
      if (!(error instanceof ApiError)) console.error(error);
    },
    async showBalance(cents) {
      if (cents !== null) {
        showBalanceNow(cents);
        return;
      }
      try {
        const fresh = await api.session();
        showBalanceNow(fresh.balanceCents);
      } catch {
        showBalanceNow(null);
      }
    },
    async roundShown(round, balanceCents) {
      const win = round.winCents ?? 0;
      status.textContent = win > 0 ? t.win(money(win)) : t.noWin;
      await ctx.showBalance(balanceCents);
      fairness.refresh();
    },
  };
  const fairness = mountFairness(ctx, () => locked);
  main.append(fairness.element);

  switch (game.engine) {
    case 'slot':
    case 'jackpot':
      mountSlot(ctx, board, actions);
      break;
    case 'scratch':
      mountScratch(ctx, board, actions);
      break;
    case 'videopoker':
      mountPoker(ctx, board, actions);
      break;
    case 'crash':
      mountCrash(ctx, board, actions);
      break;
    case 'fish':
      mountFish(ctx, board, actions);
      break;
  }
}

/**
 * A studio table, a card table or the sportsbook: the same header (the way back, the name, the
 * balance), then the service's own page, loaded on demand so a slot page never downloads it.
 */
function renderService(
  session: Session,
  t: Dict,
  money: (cents: number) => string,
  lobby: string | null,
  free: boolean,
) {
  const { header, balanceValue } = gameHeader(session, t, lobby, free);
  const showNow = (cents: number | null) => {
    balanceValue.textContent = cents === null ? '—' : money(cents);
  };
  showNow(session.balanceCents);
  const alert = h('p', { role: 'alert', class: 'alert page-alert' });
  const main = h('main', { class: `game engine-${session.game.engine}` }, alert);
  app.replaceChildren(header, main);
  const env: PageEnv = {
    session,
    t,
    money,
    async showBalance(cents) {
      if (cents !== null) {
        showNow(cents);
        return;
      }
      try {
        showNow((await api.session()).balanceCents);
      } catch {
        showNow(null);
      }
    },
    fail(error) {
      if (error instanceof ApiError && error.status === 401) {
        renderEnded(t, error.message);
        return;
      }
      alert.textContent = error instanceof ApiError ? error.message : t.offline;
    },
    ended: () => renderEnded(t, t.sessionEnded),
  };
  const load =
    session.game.engine === 'live'
      ? import('./tables/live-page.ts').then((m) => m.mountLive(main, env))
      : session.game.engine === 'pvp'
        ? import('./tables/pvp-page.ts').then((m) => m.mountPvp(main, env))
        : import('./sports/sports-page.ts').then((m) => m.mountSports(main, env));
  load.catch((error: unknown) => env.fail(error));
}

async function boot() {
  let session: Session;
  try {
    session = await api.session();
  } catch (error) {
    const t = dictFor(undefined);
    renderEnded(t, error instanceof ApiError ? error.message : t.offline);
    return;
  }
  render(session);
}

void boot();
