import { createHash, randomBytes } from 'node:crypto';
import type { Language, ProviderFixture, ProviderFixtureCountsValue } from '@app/contracts';
import { fairDraw } from '@app/contracts/fair-draw';
import type { ProviderGame } from '../catalogue/game-catalogue.ts';
import { lockingRows, type ProviderDb } from '../db/database.ts';
import type {
  GameSessionsTable,
  SportFixturesTable,
  SportLegsTable,
  SportSlipsTable,
} from '../db/schema.ts';
import { ProviderError } from '../http.ts';
import type { Hub } from '../realtime/hub.ts';
import { addPlayMoney, playMoney, takePlayMoney } from '../play/play-money.ts';
import { enqueueWalletCall, type Outbox } from '../wallet/outbox.ts';
import { cancelFixture } from './cancel.ts';
import { abandonDebit, rollBackDebit, sendDebit } from '../wallet/stakes.ts';
import {
  ESPORTS_CODES,
  MAX_PAYOUT_CENTS,
  planFixtures,
  priceMarkets,
  settleSelection,
  simulateMatch,
  slipPayoutCents,
  SPORT_CODES,
  SPORTS,
  stateAt,
  validateSlip,
  validateStake,
  type Market,
  type MarketCode,
  type Score,
  type SportCode,
  type Strength,
  type Timeline,
} from './engine/index.ts';

/**
 * The sportsbook (decision 040). Fixtures are planned ahead on a rolling schedule for every
 * competition; each is simulated at planning time from a seed drawn with node:crypto (its
 * SHA-256 published with the fixture, the seed with the final score), so the match, its clock
 * and its score are fixed before any bet and nobody, the provider included, can steer them by
 * what is staked. Prices come from the same model as the simulation, with a stated margin,
 * before and during play. A slip is priced again when it is placed: a changed price is refused
 * with the new odds, which the member must accept. Slips settle when their last match ends:
 * winners credited, losers closed with a credit of 0, a slip whose every match was cancelled
 * rolled back.
 */

/** How far ahead fixtures are planned, and how many kick off together per competition. */
const HORIZON_MS = 3 * 60 * 60 * 1000;
/** A faster pace plans as many matches ahead, not more (tests would plan thousands). */
const MIN_HORIZON_MS = 10 * 60 * 1000;
const PER_SLOT = 2;
/** Between one match's end and the next kick-off of the same competition. */
const GAP_MS = 2 * 60 * 1000;
const PUSH_MS = 2_000;
/**
 * The home page shows a featured match for a while (its caches, a member reading): featured
 * matches kick off at least this far ahead, whatever the pace.
 */
const FEATURED_LEAD_MS = 2 * 60 * 1000;
const SWEEP_MS = 1_000;

export const sportsChannel = (scope: string) => `sports:${scope}`;

/** Every scope a page can watch: all sports, one sport, the e-sports, one e-sports title. */
const SCOPES = ['all', ...SPORT_CODES, ...ESPORTS_CODES.map((code) => `esports:${code}`)];

/** A catalogue title's sports: KCK titles name theirs; e-sports titles their own code. */
export function sportsScopeOf(game: ProviderGame): string | null {
  if (game.type === 'SPORTS') {
    const word = game.name.split(/\s+/)[0]?.toLowerCase() ?? '';
    // 'esports' is the e-sports titles' own scope, never a sports title's.
    return SPORT_CODES.find((code) => code === word && code !== 'esports') ?? 'all';
  }
  if (game.type === 'ESPORTS') {
    return (ESPORTS_CODES as readonly string[]).includes(game.brand)
      ? `esports:${game.brand}`
      : 'esports';
  }
  return null;
}

function scopeFilter(scope: string): { sport?: SportCode; competition?: string } {
  if (scope === 'all') return {};
  if (scope === 'esports') return { sport: 'esports' };
  if (scope.startsWith('esports:')) return { sport: 'esports', competition: scope.slice(8) };
  return { sport: scope as SportCode };
}

export interface SportsbookDeps {
  db: ProviderDb;
  outbox: Outbox;
  hub: Hub;
  /** 100 = the product's pace; tests play matches faster. */
  pacePercent: number;
  now?: () => number;
}

/** What the member lets a moved price do to their slip (the bet slip's setting). */
export type OddsChangePolicy = 'ask' | 'higher' | 'any';

export interface LegRequest {
  fixtureId: string;
  market: MarketCode;
  line?: number | undefined;
  selection: string;
  oddsHundredths: number;
}

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

export function createSportsbook(deps: SportsbookDeps) {
  const { db, outbox, hub } = deps;
  const now = deps.now ?? Date.now;
  const speed = 100 / deps.pacePercent;
  const horizonMs = Math.max(MIN_HORIZON_MS, Math.round(HORIZON_MS / speed));
  const timelines = new Map<string, Timeline>();
  let timers: NodeJS.Timeout[] = [];
  let sweeping = false;

  function timelineOf(row: SportFixturesTable): Timeline {
    let timeline = timelines.get(row.id);
    if (!timeline) {
      timeline = JSON.parse(row.timeline) as Timeline;
      timelines.set(row.id, timeline);
    }
    return timeline;
  }

  /** The match as anyone may see it at `at`: never the timeline, the seed only once it ended. */
  function publicFixture(row: SportFixturesTable, at: number, withMarkets = true) {
    const sport = row.sport as SportCode;
    const timeline = timelineOf(row);
    const cancelled = row.status === 'cancelled';
    const state = stateAt(timeline, sport, at - Date.parse(row.kickoff_at));
    const ended = state.phase === 'ended';
    const competition = SPORTS[sport].competitions.find((c) => c.code === row.competition);
    const markets: Market[] =
      withMarkets && !cancelled && !ended
        ? priceMarkets(sport, JSON.parse(row.strength) as Strength, state)
        : [];
    return {
      id: row.id,
      sport,
      sportName: SPORTS[sport].name,
      competition: row.competition,
      competitionName: competition?.name ?? { pt: row.competition, en: row.competition },
      home: row.home,
      away: row.away,
      kickoffAt: row.kickoff_at,
      status: cancelled ? 'cancelled' : state.phase,
      clock: state.clockLabel,
      score: state.phase === 'pre' ? null : state.score,
      detail: state.phase === 'pre' ? null : state.detail.text,
      markets,
      seedHash: row.server_seed_hash,
      seed: ended || cancelled ? row.server_seed : null,
    };
  }

  /** Keeps every competition planned horizonMs ahead (a restart picks up where it left). */
  async function plan() {
    const at = now();
    for (const sport of Object.values(SPORTS)) {
      const durationMs = Math.round(sport.realDurationMs / speed);
      const spacing = durationMs + Math.round(GAP_MS / speed);
      for (const [index, competition] of sport.competitions.entries()) {
        const last = await db
          .selectFrom('sport_fixtures')
          .select('kickoff_at')
          .where('sport', '=', sport.code)
          .where('competition', '=', competition.code)
          .orderBy('kickoff_at', 'desc')
          .limit(1)
          .executeTakeFirst();
        // The first plan staggers competitions so some match is always in play.
        let from = last
          ? Date.parse(last.kickoff_at) + spacing
          : at - Math.round((spacing * ((index * 37) % 100)) / 100);
        if (from < at - spacing) from = at + Math.round(GAP_MS / speed);
        const count = Math.max(0, Math.ceil((at + horizonMs - from) / spacing));
        if (count === 0) continue;
        const planSeed = randomBytes(32).toString('hex');
        const fixtures = planFixtures({
          sport: sport.code,
          competition: competition.code,
          fromMs: from,
          count: count * PER_SLOT,
          spacingMs: 0,
          draw: fairDraw(planSeed, competition.code, 0),
        });
        const rows: SportFixturesTable[] = fixtures.map((fixture, i) => {
          const kickoff = from + Math.floor(i / PER_SLOT) * spacing;
          const seed = randomBytes(32).toString('hex');
          const id = newId('F');
          const timeline = simulateMatch(sport.code, fixture.strength, fairDraw(seed, id, 0), {
            speed,
          });
          return {
            id,
            sport: sport.code,
            competition: competition.code,
            home: fixture.home,
            away: fixture.away,
            kickoff_at: new Date(kickoff).toISOString(),
            ends_at: new Date(kickoff + timeline.durationMs).toISOString(),
            strength: JSON.stringify(fixture.strength),
            server_seed: seed,
            server_seed_hash: createHash('sha256').update(seed).digest('hex'),
            timeline: JSON.stringify(timeline),
            status: 'scheduled',
            final_score: null,
            settled_at: null,
            created_at: new Date(at).toISOString(),
          };
        });
        for (let i = 0; i < rows.length; i += 20) {
          await db
            .insertInto('sport_fixtures')
            .values(rows.slice(i, i + 20))
            .execute();
        }
      }
    }
  }

  /**
   * A scope's matches up to the horizon, soonest first: the live and just-ended ones, and at
   * most `perCompetition` still to come of each competition. A cap on the whole list would drop
   * the later competitions (and the home page's featured match of one) when a scope holds many.
   */
  async function fixturesFor(scope: string, at: number, perCompetition = 16) {
    const { sport, competition } = scopeFilter(scope);
    let query = db
      .selectFrom('sport_fixtures')
      .selectAll()
      .where('ends_at', '>', new Date(at - 60_000).toISOString())
      .where('kickoff_at', '<', new Date(at + horizonMs).toISOString())
      .where('status', '<>', 'cancelled');
    if (sport) query = query.where('sport', '=', sport);
    if (competition) query = query.where('competition', '=', competition);
    const rows = await query.orderBy('kickoff_at').orderBy('id').execute();
    const taken = new Map<string, number>();
    return rows
      .map((row) => publicFixture(row, at))
      .filter((fixture) => {
        if (fixture.status !== 'pre') return true;
        const count = taken.get(fixture.competition) ?? 0;
        taken.set(fixture.competition, count + 1);
        return count < perCompetition;
      });
  }

  async function fixtureRow(id: string) {
    return db.selectFrom('sport_fixtures').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The price of one selection now (re-pricing its own line), or null if it is off the board. */
  function currentOdds(row: SportFixturesTable, leg: LegRequest, at: number): number | null {
    if (row.status === 'cancelled') return null;
    const sport = row.sport as SportCode;
    const state = stateAt(timelineOf(row), sport, at - Date.parse(row.kickoff_at));
    if (state.phase === 'ended') return null;
    const lines =
      leg.line === undefined
        ? {}
        : leg.market === 'TOTAL'
          ? { TOTAL: leg.line }
          : leg.market === 'HANDICAP'
            ? { HANDICAP: leg.line }
            : {};
    const markets = priceMarkets(sport, JSON.parse(row.strength) as Strength, state, { lines });
    const market = markets.find(
      (m) => m.code === leg.market && (leg.line === undefined || m.line === leg.line),
    );
    return market?.selections.find((s) => s.code === leg.selection)?.oddsHundredths ?? null;
  }

  /**
   * Places a slip at the prices the member saw. A moved price is refused with the new prices,
   * unless the member's odds-change preference takes it: 'higher' takes prices that rose (a
   * fall is still refused), 'any' takes whatever the board says now. In play a price moves with
   * every simulated minute, so without a preference a slow phone can chase it forever.
   */
  async function place(
    session: GameSessionsTable,
    requested: LegRequest[],
    stakeCents: number,
    oddsChanges: OddsChangePolicy = 'ask',
  ) {
    if (!validateStake(stakeCents).ok) throw new ProviderError('table.limit', 409);
    const at = now();
    const priced: Array<LegRequest & { label: string; current: number | null }> = [];
    for (const leg of requested) {
      const row = await fixtureRow(leg.fixtureId);
      if (!row) throw new ProviderError('slip.invalid', 400);
      const current = currentOdds(row, leg, at);
      priced.push({ ...leg, label: `${row.home} x ${row.away}`, current });
    }
    if (priced.some((leg) => leg.current === null)) {
      throw new ProviderError('market.closed', 409, undefined, {
        legs: priced.map((leg) => ({ fixtureId: leg.fixtureId, oddsHundredths: leg.current })),
      });
    }
    const takes = (leg: (typeof priced)[number]) =>
      leg.current === leg.oddsHundredths ||
      oddsChanges === 'any' ||
      (oddsChanges === 'higher' && leg.current! > leg.oddsHundredths);
    if (!priced.every(takes)) {
      throw new ProviderError('odds.changed', 409, undefined, {
        legs: priced.map((leg) => ({
          fixtureId: leg.fixtureId,
          market: leg.market,
          line: leg.line,
          selection: leg.selection,
          oddsHundredths: leg.current,
        })),
      });
    }
    // The slip is written at the prices it was taken at, which the preference may have moved.
    const legs = priced.map((leg) => ({ ...leg, oddsHundredths: leg.current! }));
    const checked = validateSlip(
      legs.map((leg) => ({
        matchId: leg.fixtureId,
        marketCode: leg.market,
        selectionCode: leg.selection,
        oddsHundredths: leg.oddsHundredths,
        ...(leg.line === undefined ? {} : { line: leg.line }),
      })),
    );
    if (!checked.ok) throw new ProviderError('slip.invalid', 400);
    const combined = legs.reduce((odds, leg) => (odds * BigInt(leg.oddsHundredths)) / 100n, 100n);
    const potential = slipPayoutCents(
      stakeCents,
      legs.map((leg) => ({ oddsHundredths: leg.oddsHundredths, outcome: 'won' as const })),
    );
    const slip: SportSlipsTable = {
      id: newId('S'),
      brand: session.brand,
      player_id: session.player_id,
      session_id: session.id,
      game_code: session.game_code,
      mode: session.mode,
      currency: session.currency,
      stake_cents: stakeCents,
      odds_hundredths: Number(combined > 100_000_000n ? 100_000_000n : combined),
      potential_cents: potential,
      payout_cents: null,
      status: session.mode === 'real' ? 'pending' : 'open',
      created_at: new Date(at).toISOString(),
      settled_at: null,
    };
    const legRows: SportLegsTable[] = legs.map((leg, i) => ({
      slip_id: slip.id,
      leg: i,
      fixture_id: leg.fixtureId,
      market: leg.line === undefined ? leg.market : `${leg.market}:${leg.line}`,
      selection: leg.selection,
      label: leg.label.slice(0, 100),
      odds_hundredths: leg.oddsHundredths,
      outcome: null,
    }));
    const debit = await db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      if (session.mode === 'free') await takePlayMoney(t, session.id, stakeCents);
      await t.insertInto('sport_slips').values(slip).execute();
      await t.insertInto('sport_legs').values(legRows).execute();
      if (session.mode === 'free') return null;
      return enqueueWalletCall(
        t,
        {
          transactionId: `${slip.id}-D`,
          kind: 'debit',
          roundId: slip.id,
          brand: session.brand,
          playerId: session.player_id,
          gameCode: session.game_code,
          amountCents: stakeCents,
          walletToken: session.wallet_token,
        },
        new Date(at),
      );
    });
    let balanceCents: number | null;
    if (debit) {
      const answer = await sendDebit(db, outbox, debit, session.language as Language);
      if (answer.kind === 'ok') {
        await db
          .updateTable('sport_slips')
          .set({ status: 'open' })
          .where('id', '=', slip.id)
          .where('status', '=', 'pending')
          .execute();
        balanceCents = answer.balanceCents;
      } else if (answer.kind === 'refused') {
        await db
          .updateTable('sport_slips')
          .set({ status: 'refused' })
          .where('id', '=', slip.id)
          .execute();
        throw answer.error;
      } else {
        return abandonDebit(
          db,
          outbox,
          debit,
          session.game_code,
          (t) =>
            t
              .updateTable('sport_slips')
              .set({ status: 'voided' })
              .where('id', '=', slip.id)
              .execute(),
          new Date(now()),
        );
      }
    } else {
      balanceCents = await playMoney(db, session.id);
    }
    return { slip: await slipView(slip.id), balanceCents };
  }

  async function slipView(id: string) {
    const slip = await db
      .selectFrom('sport_slips')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const legs = await db
      .selectFrom('sport_legs')
      .selectAll()
      .where('slip_id', '=', id)
      .orderBy('leg')
      .execute();
    return {
      id: slip.id,
      status: slip.status,
      stakeCents: slip.stake_cents,
      oddsHundredths: slip.odds_hundredths,
      potentialCents: slip.potential_cents,
      payoutCents: slip.payout_cents,
      createdAt: slip.created_at,
      settledAt: slip.settled_at,
      legs: legs.map((leg) => {
        const [market, line] = leg.market.split(':');
        return {
          fixtureId: leg.fixture_id,
          match: leg.label,
          market,
          line: line === undefined ? null : Number(line),
          selection: leg.selection,
          oddsHundredths: leg.odds_hundredths,
          outcome: leg.outcome,
        };
      }),
    };
  }

  /** Settles the legs of ended (or cancelled) matches and every slip that is then decided. */
  async function settleDue() {
    const at = now();
    const due = await db
      .selectFrom('sport_fixtures')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', 'cancelled'),
          eb.and([
            eb('status', 'in', ['scheduled', 'live', 'ended']),
            eb('ends_at', '<=', new Date(at).toISOString()),
          ]),
        ]),
      )
      .where('settled_at', 'is', null)
      .limit(50)
      .execute();
    const credits: string[] = [];
    for (const fixture of due) {
      const cancelled = fixture.status === 'cancelled';
      const final: Score | null = cancelled ? null : timelineOf(fixture).final;
      const slipIds = await db.transaction().execute(async (trx) => {
        const t = trx as unknown as ProviderDb;
        const legs = await t
          .selectFrom('sport_legs')
          .selectAll()
          .where('fixture_id', '=', fixture.id)
          .where('outcome', 'is', null)
          .execute();
        for (const leg of legs) {
          const [code, line] = leg.market.split(':');
          const outcome = final
            ? settleSelection(
                { code: code as MarketCode, ...(line === undefined ? {} : { line: Number(line) }) },
                { code: leg.selection },
                final,
                fixture.sport as SportCode,
              )
            : 'void';
          await t
            .updateTable('sport_legs')
            .set({ outcome })
            .where('slip_id', '=', leg.slip_id)
            .where('leg', '=', leg.leg)
            .execute();
        }
        await t
          .updateTable('sport_fixtures')
          .set({
            status: cancelled ? 'cancelled' : 'settled',
            final_score: final ? JSON.stringify(final) : null,
            settled_at: new Date(at).toISOString(),
          })
          .where('id', '=', fixture.id)
          .execute();
        return [...new Set(legs.map((leg) => leg.slip_id))];
      });
      for (const slipId of slipIds) {
        const id = await settleSlip(slipId, at);
        if (id) credits.push(id);
      }
    }
    for (const id of credits) await outbox.deliver(id).catch(() => null);
    return due.length;
  }

  /** A slip whose legs are all decided: paid, closed or (every match cancelled) rolled back. */
  async function settleSlip(slipId: string, at: number): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
      const t = trx as unknown as ProviderDb;
      const slip = await lockingRows(
        t,
        t.selectFrom('sport_slips').selectAll().where('id', '=', slipId),
      ).executeTakeFirst();
      if (!slip || slip.status !== 'open') return null;
      const legs = await t
        .selectFrom('sport_legs')
        .selectAll()
        .where('slip_id', '=', slipId)
        .execute();
      if (legs.some((leg) => leg.outcome === null)) return null;
      const allVoid = legs.every((leg) => leg.outcome === 'void');
      const payout = allVoid
        ? slip.stake_cents
        : slipPayoutCents(
            slip.stake_cents,
            legs.map((leg) => ({ oddsHundredths: leg.odds_hundredths, outcome: leg.outcome! })),
          );
      const status = allVoid ? 'void' : payout > 0 ? 'won' : 'lost';
      await t
        .updateTable('sport_slips')
        .set({ status, payout_cents: payout, settled_at: new Date(at).toISOString() })
        .where('id', '=', slipId)
        .execute();
      if (slip.mode === 'free') {
        await addPlayMoney(t, slip.session_id, payout);
        return null;
      }
      if (allVoid) {
        // Every match cancelled: the stake is given back by reversing the bet itself.
        const rollback = await rollBackDebit(
          t,
          {
            transaction_id: `${slip.id}-D`,
            brand: slip.brand,
            round_id: slip.id,
            player_id: slip.player_id,
            gameCode: slip.game_code,
          },
          slip.stake_cents,
          new Date(at),
        );
        return rollback?.transaction_id ?? null;
      }
      const call = await enqueueWalletCall(
        t,
        {
          transactionId: `${slip.id}-C`,
          kind: 'credit',
          roundId: slip.id,
          brand: slip.brand,
          playerId: slip.player_id,
          gameCode: slip.game_code,
          amountCents: Math.min(payout, MAX_PAYOUT_CENTS),
          betTransactionId: `${slip.id}-D`,
        },
        new Date(at),
      );
      return call.transaction_id;
    });
  }

  /** The matches a scope's watchers see, pushed every few seconds while anyone watches. */
  async function pushScopes() {
    const at = now();
    for (const scope of SCOPES) {
      if (hub.watchers(sportsChannel(scope)) === 0) continue;
      hub.broadcast(sportsChannel(scope), {
        type: 'fixtures',
        serverTime: at,
        fixtures: await fixturesFor(scope, at),
      });
    }
  }

  async function sweep() {
    if (sweeping) return;
    sweeping = true;
    try {
      await settleDue();
    } catch (error) {
      console.error('sportsbook sweep:', error);
    } finally {
      sweeping = false;
    }
  }

  return {
    async start() {
      await plan();
      timers = [
        setInterval(() => void sweep(), SWEEP_MS),
        setInterval(
          () =>
            void pushScopes().catch((error: unknown) => console.error('sportsbook push:', error)),
          PUSH_MS,
        ),
        setInterval(
          () => void plan().catch((error: unknown) => console.error('sportsbook plan:', error)),
          60_000,
        ),
      ];
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
    plan,
    settleDue,
    fixturesFor,
    place,
    slipView,
    async fixture(id: string) {
      const row = await fixtureRow(id);
      return row ? publicFixture(row, now()) : null;
    },
    /** Cancels a match that has not ended (an incident): its legs void, stakes returned. */
    cancel: (id: string) => cancelFixture(db, id, new Date(now())),
    async slips(session: GameSessionsTable, limit: number) {
      const rows = await db
        .selectFrom('sport_slips')
        .select('id')
        .where('session_id', '=', session.id)
        .where('status', 'not in', ['refused', 'pending'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return Promise.all(rows.map((row) => slipView(row.id)));
    },
    /** The home page's featured matches: the next kick-offs of the headline competitions. */
    async featured(limit: number): Promise<ProviderFixture[]> {
      const at = now();
      const rows = await db
        .selectFrom('sport_fixtures')
        .selectAll()
        .where('kickoff_at', '>', new Date(at + FEATURED_LEAD_MS).toISOString())
        .where('status', '=', 'scheduled')
        .where('sport', 'in', ['football', 'basketball', 'esports'])
        .orderBy('kickoff_at')
        .limit(limit * 4)
        .execute();
      // One match per competition first, then the next kick-offs.
      const seen = new Set<string>();
      const first = rows.filter((row) => !seen.has(row.competition) && seen.add(row.competition));
      const rest = rows.filter((row) => !first.includes(row));
      const featured: ProviderFixture[] = [];
      for (const row of [...first, ...rest]) {
        const shown = publicFixture(row, at);
        const result = shown.markets.find((m) => m.code === '1X2' || m.code === 'ML');
        const price = (code: string) =>
          result?.selections.find((sel) => sel.code === code)?.oddsHundredths ?? null;
        const home = price('1');
        const away = price('2');
        if (home === null || away === null) continue;
        featured.push({
          id: row.id,
          sport: row.sport,
          competition: row.competition,
          competitionName: shown.competitionName,
          home: row.home,
          away: row.away,
          kickoffAt: row.kickoff_at,
          odds: { home, draw: result?.code === '1X2' ? price('X') : null, away },
        });
        if (featured.length === limit) break;
      }
      return featured;
    },
    /** Live and upcoming matches per sport and per e-sports title (the game centres). */
    async counts(): Promise<ProviderFixtureCountsValue> {
      const at = new Date(now()).toISOString();
      const horizon = new Date(now() + horizonMs).toISOString();
      const rows = await db
        .selectFrom('sport_fixtures')
        .select(['sport', 'competition', 'kickoff_at'])
        .where('ends_at', '>', at)
        .where('kickoff_at', '<', horizon)
        .where('status', '<>', 'cancelled')
        .execute();
      const counts: ProviderFixtureCountsValue = { sports: {}, esports: {} };
      for (const row of rows) {
        const live = row.kickoff_at <= at;
        for (const [bucket, key] of [
          [counts.sports, row.sport],
          ...(row.sport === 'esports' ? [[counts.esports, row.competition] as const] : []),
        ] as const) {
          const entry = (bucket[key] ??= { live: 0, upcoming: 0 });
          if (live) entry.live += 1;
          else entry.upcoming += 1;
        }
      }
      return counts;
    },
  };
}

export type Sportsbook = ReturnType<typeof createSportsbook>;
