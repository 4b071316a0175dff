import '../tables/tables.css';
import { ApiError, call, postOnce } from '../api.ts';
import { h } from '../dom.ts';
import { openPush, serverClock } from '../realtime.ts';
import type { PageEnv } from '../tables/page-env.ts';
import { sportsDictFor } from './sports-i18n.ts';

type Text = { pt: string; en: string };
interface Selection {
  code: string;
  label: Text;
  oddsHundredths: number;
}
interface Market {
  code: string;
  name: Text;
  line?: number;
  selections: Selection[];
}
interface Fixture {
  id: string;
  sport: string;
  sportName: Text;
  competition: string;
  competitionName: Text;
  home: string;
  away: string;
  kickoffAt: string;
  status: 'pre' | 'live' | 'ended' | 'cancelled';
  clock: string;
  score: { home: number; away: number } | null;
  detail: string | null;
  markets: Market[];
  seedHash: string;
  seed: string | null;
}
interface Leg {
  fixtureId: string;
  match: string;
  market: string;
  marketName: string;
  line?: number;
  selection: string;
  selectionName: string;
  oddsHundredths: number;
  /** The price now, when it moved since the leg was picked (null: the market closed). */
  now?: number | null;
}
interface SlipView {
  id: string;
  status: string;
  stakeCents: number;
  oddsHundredths: number;
  potentialCents: number;
  payoutCents: number | null;
  createdAt: string;
  legs: Array<{
    match: string;
    market: string;
    line: number | null;
    selection: string;
    oddsHundredths: number;
    outcome: string | null;
  }>;
}

const MAIN = new Set(['1X2', 'ML']);

/**
 * The sportsbook (decision 040): the scope's matches, live and upcoming, pushed with their
 * clock, score and prices; a slip of singles or an accumulator; a moved price shown on the
 * slip and accepted by the member before the bet goes; the member's slips and how they ended.
 */
export function mountSports(main: HTMLElement, env: PageEnv) {
  const { money } = env;
  const s = sportsDictFor(env.session.language);
  const en = env.session.language !== 'PT';
  const text = (value: Text) => (en ? value.en : value.pt);
  const clock = serverClock();
  const locale = env.t.locale;
  const odds = (hundredths: number) =>
    (hundredths / 100).toLocaleString(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  let fixtures: Fixture[] = [];
  let tab: 'live' | 'upcoming' | 'slips' = 'live';
  const expanded = new Set<string>();
  let legs: Leg[] = [];
  let sending = false;
  const focusFixture = /fixture=([A-Za-z0-9_-]+)/.exec(location.hash)?.[1] ?? null;

  const connection = h('p', { class: 'connection', role: 'status' });
  const tabs = h('div', { class: 'tabs', role: 'tablist', 'aria-label': s.matches });
  // In the page's flow (nothing floats over the list): a way down to the slip once it has legs.
  const toSlip = h('a', { class: 'to-slip', href: '#slip-title', hidden: true });
  const panel = h('div', { class: 'tab-panel', role: 'tabpanel', id: 'sports-panel' });
  const slipBox = h('section', { class: 'slip', 'aria-labelledby': 'slip-title' });
  const stake = h('input', {
    type: 'number',
    id: 'slip-stake',
    inputmode: 'decimal',
    step: '0.01',
    min: '1',
    value: '10.00',
  });
  // What a moved price may do to the slip: the member's choice, kept on this phone. In play a
  // price moves every simulated minute, so "ask" alone can chase it on a slow connection.
  const ODDS_KEY = 'sports.oddsChanges';
  const oddsChanges = h(
    'select',
    { id: 'slip-odds-changes' },
    ...(['ask', 'higher', 'any'] as const).map((value) =>
      h('option', { value }, s.oddsPolicy[value]),
    ),
  );
  try {
    const saved = localStorage.getItem(ODDS_KEY);
    if (saved === 'higher' || saved === 'any') oddsChanges.value = saved;
  } catch {
    // Storage can be off (private mode): the choice then lasts for this page only.
  }
  oddsChanges.addEventListener('change', () => {
    try {
      localStorage.setItem(ODDS_KEY, oddsChanges.value);
    } catch {
      // As above.
    }
    // A looser setting may take the moves the slip was waiting on.
    refreshLegs();
    paintSlip();
  });
  const slipStatus = h('p', { role: 'status', class: 'status' });
  const slipAlert = h('p', { role: 'alert', class: 'alert' });

  const tabButtons = (['live', 'upcoming', 'slips'] as const).map((key) => {
    const button = h(
      'button',
      { type: 'button', role: 'tab', id: `tab-${key}`, 'aria-controls': 'sports-panel' },
      key === 'live' ? s.live : key === 'upcoming' ? s.upcoming : s.mySlips,
    );
    button.addEventListener('click', () => {
      tab = key;
      paint();
      if (key === 'slips') void loadSlips();
    });
    return button;
  });
  tabs.append(...tabButtons);
  main.append(connection, tabs, toSlip, panel, slipBox);

  function selectionButton(fixture: Fixture, market: Market, selection: Selection) {
    const chosen = legs.some(
      (leg) =>
        leg.fixtureId === fixture.id &&
        leg.market === market.code &&
        leg.line === market.line &&
        leg.selection === selection.code,
    );
    const name = text(selection.label);
    // The match and market are said before the visible name and price (hidden from the eye:
    // the card around the button shows them).
    const button = h(
      'button',
      {
        type: 'button',
        class: `price${chosen ? ' chosen' : ''}`,
        'aria-pressed': chosen ? 'true' : 'false',
      },
      h(
        'span',
        { class: 'sr-only' },
        `${fixture.home} ${s.versus} ${fixture.away}, ${text(market.name)}: `,
      ),
      h('span', { class: 'price-name' }, name),
      ' ',
      h('span', { class: 'price-odds' }, odds(selection.oddsHundredths)),
    );
    button.addEventListener('click', () => toggleLeg(fixture, market, selection));
    return button;
  }

  function marketBlock(fixture: Fixture, market: Market) {
    return h(
      'div',
      {
        class: 'market',
        role: 'group',
        'aria-label': `${text(market.name)}${market.line === undefined ? '' : ` (${s.line(String(market.line))})`}`,
      },
      h(
        'p',
        { class: 'market-name' },
        text(market.name),
        market.line === undefined
          ? ''
          : ` ${market.line > 0 && market.code === 'HANDICAP' ? '+' : ''}${market.line}`,
      ),
      h(
        'div',
        { class: `prices n${Math.min(market.selections.length, 3)}` },
        ...market.selections.map((sel) => selectionButton(fixture, market, sel)),
      ),
    );
  }

  function fixtureCard(fixture: Fixture) {
    const open = expanded.has(fixture.id);
    const main = fixture.markets.filter((m) => MAIN.has(m.code));
    const more = fixture.markets.filter((m) => !MAIN.has(m.code));
    const toggle = h(
      'button',
      { type: 'button', class: 'link more', 'aria-expanded': open ? 'true' : 'false' },
      open ? s.fewerMarkets : s.moreMarkets,
    );
    toggle.addEventListener('click', () => {
      if (open) expanded.delete(fixture.id);
      else expanded.add(fixture.id);
      paint();
    });
    const when =
      fixture.status === 'pre'
        ? h(
            'time',
            { datetime: fixture.kickoffAt },
            new Date(fixture.kickoffAt).toLocaleString(locale, {
              day: '2-digit',
              month: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
            }),
          )
        : h(
            'span',
            { class: `clock ${fixture.status}` },
            fixture.status === 'cancelled' ? s.cancelled : fixture.clock,
          );
    return h(
      'article',
      {
        class: `fixture${fixture.id === focusFixture ? ' focused' : ''}`,
        id: `fixture-${fixture.id}`,
        'aria-labelledby': `fixture-title-${fixture.id}`,
      },
      h(
        'p',
        { class: 'competition' },
        `${text(fixture.sportName)} · ${text(fixture.competitionName)}`,
      ),
      h(
        'h2',
        { class: 'teams', id: `fixture-title-${fixture.id}` },
        fixture.home,
        fixture.score
          ? h('span', { class: 'score' }, ` ${fixture.score.home} - ${fixture.score.away} `)
          : ` ${s.versus} `,
        fixture.away,
      ),
      h('p', { class: 'when' }, when, fixture.detail ? ` · ${fixture.detail}` : ''),
      ...main.map((m) => marketBlock(fixture, m)),
      more.length > 0 ? toggle : null,
      ...(open ? more.map((m) => marketBlock(fixture, m)) : []),
    );
  }

  function paint() {
    tabButtons.forEach((button, i) => {
      const selected = ['live', 'upcoming', 'slips'][i] === tab;
      button.setAttribute('aria-selected', selected ? 'true' : 'false');
      button.tabIndex = selected ? 0 : -1;
    });
    panel.setAttribute('aria-labelledby', `tab-${tab}`);
    if (tab !== 'slips') {
      const list = fixtures.filter((f) =>
        tab === 'live' ? f.status === 'live' : f.status === 'pre',
      );
      panel.replaceChildren(
        ...(list.length === 0 ? [h('p', { class: 'empty' }, s.noMatches)] : list.map(fixtureCard)),
      );
    }
    paintSlip();
  }

  /** Whether the slip's odds-change setting takes a price that moved from `was` to `now`. */
  function policyTakes(now: number, was: number): boolean {
    return oddsChanges.value === 'any' || (oddsChanges.value === 'higher' && now > was);
  }

  function refreshLegs() {
    for (const leg of legs) {
      const fixture = fixtures.find((f) => f.id === leg.fixtureId);
      if (!fixture) continue;
      const market = fixture.markets.find((m) => m.code === leg.market && m.line === leg.line);
      const price =
        market?.selections.find((sel) => sel.code === leg.selection)?.oddsHundredths ?? null;
      if (price === leg.oddsHundredths) delete leg.now;
      else if (price !== null && policyTakes(price, leg.oddsHundredths)) {
        // The member's setting takes this move: the slip follows the board without asking.
        leg.oddsHundredths = price;
        delete leg.now;
      } else leg.now = price;
    }
  }

  function toggleLeg(fixture: Fixture, market: Market, selection: Selection) {
    const at = legs.findIndex(
      (leg) =>
        leg.fixtureId === fixture.id &&
        leg.market === market.code &&
        leg.line === market.line &&
        leg.selection === selection.code,
    );
    if (at >= 0) legs.splice(at, 1);
    else {
      // One selection a match: picking another replaces it.
      legs = legs.filter((leg) => leg.fixtureId !== fixture.id);
      legs.push({
        fixtureId: fixture.id,
        match: `${fixture.home} ${s.versus} ${fixture.away}`,
        market: market.code,
        marketName: text(market.name),
        ...(market.line === undefined ? {} : { line: market.line }),
        selection: selection.code,
        selectionName: text(selection.label),
        oddsHundredths: selection.oddsHundredths,
      });
    }
    slipStatus.textContent = '';
    slipAlert.textContent = '';
    paint();
  }

  const stakeCents = () => Math.round(Number(stake.value.replace(',', '.')) * 100);

  // The slip's controls are built once and only updated: the board repaints every second in
  // play, and a control taken out of the page and put back loses the member's focus, an open
  // picker and a press half made.
  const place = h('button', { type: 'button', class: 'primary place' });
  place.addEventListener('click', () => void placeSlip());
  const accept = h('button', { type: 'button', class: 'secondary accept-odds' }, s.acceptOdds);
  accept.addEventListener('click', () => {
    legs = legs
      .filter((leg) => leg.now !== null)
      .map((leg) =>
        leg.now === undefined ? leg : { ...leg, oddsHundredths: leg.now!, now: undefined },
      );
    for (const leg of legs) delete leg.now;
    paint();
  });
  const clear = h('button', { type: 'button', class: 'link' }, s.clear);
  clear.addEventListener('click', () => {
    legs = [];
    paint();
  });
  const potentialLine = h('p', { class: 'potential' });
  const changedAlert = h('p', { class: 'alert', role: 'alert' });
  const slipHead = h('div');
  const slipControls = h(
    'div',
    null,
    h('div', { class: 'field' }, h('label', { for: 'slip-stake' }, s.stake), stake),
    potentialLine,
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'slip-odds-changes' }, s.oddsChanges),
      oddsChanges,
    ),
  );
  const actions = h('div', { class: 'actions' }, clear, place);
  slipBox.append(slipHead, slipControls, changedAlert, accept, slipAlert, slipStatus, actions);

  const slipTotal = () =>
    legs.reduce((acc, leg) => (acc * BigInt(leg.oddsHundredths)) / 100n, 100n);
  function paintPotential() {
    const potential = Number.isFinite(stakeCents())
      ? Number((BigInt(Math.max(0, stakeCents())) * slipTotal()) / 100n)
      : 0;
    potentialLine.textContent = s.potential(money(potential));
  }

  function paintSlip() {
    toSlip.hidden = legs.length === 0;
    toSlip.textContent = s.toSlip(legs.length);
    const changed = legs.some((leg) => leg.now !== undefined);
    place.textContent = sending ? s.placing : s.place;
    place.disabled = sending || legs.length === 0 || changed;
    slipControls.hidden = legs.length === 0;
    actions.hidden = legs.length === 0;
    // Written when it applies (not only shown), so a screen reader announces it then.
    changedAlert.textContent = changed ? s.oddsChanged : '';
    changedAlert.hidden = !changed;
    accept.hidden = !changed;
    paintPotential();
    slipHead.replaceChildren(
      ...[
        h('h2', { id: 'slip-title' }, s.slip, legs.length > 0 ? ` (${legs.length})` : ''),
        legs.length === 0
          ? h('p', { class: 'empty' }, s.slipEmpty)
          : h(
              'ul',
              { class: 'slip-legs' },
              ...legs.map((leg) => {
                const remove = h(
                  'button',
                  {
                    type: 'button',
                    class: 'link remove',
                    'aria-label': s.remove(`${leg.match}: ${leg.selectionName}`),
                  },
                  '×',
                );
                remove.addEventListener('click', () => {
                  legs = legs.filter((other) => other !== leg);
                  paint();
                });
                return h(
                  'li',
                  { class: leg.now !== undefined ? 'changed' : '' },
                  h('span', { class: 'leg-match' }, leg.match),
                  h(
                    'span',
                    { class: 'leg-pick' },
                    `${leg.marketName}${leg.line === undefined ? '' : ` ${leg.line}`}: ${leg.selectionName} @ `,
                    leg.now === undefined
                      ? odds(leg.oddsHundredths)
                      : leg.now === null
                        ? s.closed
                        : s.changedFrom(odds(leg.oddsHundredths), odds(leg.now)),
                  ),
                  remove,
                );
              }),
            ),
        legs.length > 0
          ? h(
              'p',
              null,
              legs.length === 1 ? s.single : s.accumulator(legs.length),
              ' · ',
              s.totalOdds(odds(Number(slipTotal()))),
            )
          : null,
      ].filter((part): part is NonNullable<typeof part> => part !== null),
    );
  }
  stake.addEventListener('input', paintPotential);

  async function placeSlip() {
    if (sending || legs.length === 0) return;
    sending = true;
    slipAlert.textContent = '';
    slipStatus.textContent = s.placing;
    paintSlip();
    const body = {
      legs: legs.map((leg) => ({
        fixtureId: leg.fixtureId,
        market: leg.market,
        ...(leg.line === undefined ? {} : { line: leg.line }),
        selection: leg.selection,
        oddsHundredths: leg.oddsHundredths,
      })),
      stakeCents: stakeCents(),
      oddsChanges: oddsChanges.value,
    };
    try {
      const answer = await postOnce<{ slip: SlipView; balanceCents: number | null }>(
        '/api/sports/slips',
        body,
      );
      legs = [];
      slipStatus.textContent = s.placed;
      await env.showBalance(answer.balanceCents);
    } catch (error) {
      slipStatus.textContent = '';
      if (
        error instanceof ApiError &&
        (error.code === 'odds.changed' || error.code === 'market.closed')
      ) {
        refreshLegs();
        for (const leg of legs) if (leg.now === undefined) leg.now = leg.oddsHundredths;
        // The server's prices are the truth: refresh the legs from its answer.
        const prices =
          (
            error as ApiError & {
              value?: { legs?: Array<{ fixtureId: string; oddsHundredths: number | null }> };
            }
          ).value?.legs ?? [];
        for (const price of prices) {
          const leg = legs.find((one) => one.fixtureId === price.fixtureId);
          if (leg)
            leg.now =
              price.oddsHundredths === leg.oddsHundredths ? undefined : price.oddsHundredths;
        }
        slipAlert.textContent = error.message;
      } else {
        env.fail(error);
        if (error instanceof ApiError) slipAlert.textContent = error.message;
      }
    } finally {
      sending = false;
      paint();
    }
  }

  async function loadSlips() {
    try {
      const answer = await call<{ slips: SlipView[] }>('GET', '/api/sports/slips?limit=20');
      if (tab !== 'slips') return;
      panel.replaceChildren(
        answer.slips.length === 0
          ? h('p', { class: 'empty' }, s.noMatches)
          : h(
              'ul',
              { class: 'my-slips' },
              ...answer.slips.map((slip) =>
                h(
                  'li',
                  { class: `my-slip status-${slip.status}` },
                  h(
                    'p',
                    null,
                    h('strong', null, s.status[slip.status] ?? slip.status),
                    ` · ${money(slip.stakeCents)} @ ${odds(slip.oddsHundredths)}`,
                    slip.payoutCents !== null && slip.payoutCents > 0
                      ? ` · ${s.paid(money(slip.payoutCents))}`
                      : '',
                  ),
                  h(
                    'ul',
                    null,
                    ...slip.legs.map((leg) =>
                      h(
                        'li',
                        null,
                        `${leg.match}: ${leg.market}${leg.line === null ? '' : ` ${leg.line}`} ${leg.selection} @ ${odds(leg.oddsHundredths)}`,
                        leg.outcome ? ` (${s.legOutcome[leg.outcome] ?? leg.outcome})` : '',
                      ),
                    ),
                  ),
                ),
              ),
            ),
      );
    } catch (error) {
      env.fail(error);
    }
  }

  let scrolled = false;
  const push = openPush('/ws/sports', {
    connected(up) {
      connection.textContent = up ? '' : s.reconnecting;
    },
    message(message) {
      clock.sync(message.serverTime);
      if (message.type === 'ended') env.ended();
      if (message.type !== 'fixtures') return;
      fixtures = message.fixtures as Fixture[];
      refreshLegs();
      if (focusFixture && !scrolled) {
        const target = fixtures.find((f) => f.id === focusFixture);
        if (target) {
          tab = target.status === 'live' ? 'live' : 'upcoming';
          expanded.add(target.id);
        }
      } else if (!fixtures.some((f) => f.status === 'live') && tab === 'live' && !scrolled)
        tab = 'upcoming';
      if (tab !== 'slips') paint();
      if (!scrolled) {
        scrolled = true;
        if (focusFixture)
          document.getElementById(`fixture-${focusFixture}`)?.scrollIntoView({ block: 'start' });
      }
    },
  });

  paint();
  return { close: () => push.close() };
}
