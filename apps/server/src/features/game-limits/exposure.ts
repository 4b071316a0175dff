import type { Kysely } from 'kysely';
import {
  isPrizeMode,
  isResultLayout,
  lineMaxPayoutCents,
  type LotteryBetType,
} from '@app/contracts';
import type { Database } from '../../db/schema/tables.ts';
import { DEFAULT_GAME_LIMITS, type GameKind } from './game-limits.service.ts';

/**
 * The house's exposure, for the operator (decision 030): the limits each game plays under, the
 * house accounts' balances, and the most the open lottery bets could still pay whatever is
 * drawn (the sum of each bet line's largest payout: a bound, as no draw hits every bet).
 */
export interface GameLimitLine {
  kind: GameKind;
  /** 0: every game of the kind without a limit of its own. */
  gameId: number;
  game: string;
  maxStakeCents: number;
  maxWinCents: number;
  /** Where the figures come from: the merchant's settings or the built-in defaults. */
  source: 'settings' | 'default';
}

export interface Exposure {
  merchant: string;
  currency: string;
  limits: GameLimitLine[];
  houseAccounts: Array<{ account: string; balanceCents: number }>;
  openLotteryBets: {
    count: number;
    stakeCents: number;
    worstCasePayoutCents: number;
    byGame: Array<{
      game: string;
      count: number;
      stakeCents: number;
      worstCasePayoutCents: number;
    }>;
  };
}

type Db = Kysely<Database>;

export async function merchantExposure(db: Db, merchantCode: string): Promise<Exposure> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency_code')
    .where('code', '=', merchantCode)
    .executeTakeFirst();

  const rows = await db
    .selectFrom('game_limits as l')
    .leftJoin('games as g', 'g.game_id', 'l.game_id')
    .leftJoin('lottery_games as lg', 'lg.game_id', 'l.game_id')
    .select([
      'l.game_kind',
      'l.game_id',
      'l.max_stake_cents',
      'l.max_win_cents',
      'g.game_name',
      'g.node_name',
      'lg.code as lottery_code',
    ])
    .where('l.merchant_code', '=', merchantCode)
    .orderBy('l.game_kind')
    .orderBy('l.game_id')
    .execute();
  const limits: GameLimitLine[] = [];
  for (const kind of ['slot', 'lottery'] as const) {
    const own = rows.filter((row) => row.game_kind === kind);
    if (!own.some((row) => Number(row.game_id) === 0)) {
      limits.push({
        kind,
        gameId: 0,
        game: `every ${kind} game`,
        ...DEFAULT_GAME_LIMITS[kind],
        source: 'default',
      });
    }
    for (const row of own) {
      const gameId = Number(row.game_id);
      limits.push({
        kind,
        gameId,
        game:
          gameId === 0
            ? `every ${kind} game`
            : ((kind === 'lottery' ? row.lottery_code : (row.game_name ?? row.node_name)) ??
              `#${gameId}`),
        maxStakeCents: Number(row.max_stake_cents),
        maxWinCents: Number(row.max_win_cents),
        source: 'settings',
      });
    }
  }

  const houseAccounts = (
    await db
      .selectFrom('ledger_accounts')
      .select(['owner_key', 'balance_cents'])
      .where('merchant_code', '=', merchantCode)
      .where('kind', '=', 'house')
      .orderBy('owner_key')
      .execute()
  ).map((row) => ({ account: row.owner_key, balanceCents: Number(row.balance_cents) }));

  const bets = await db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_games as g', 'g.game_id', 'b.game_id')
    .select([
      'g.code',
      'g.layout',
      'b.prize_mode',
      'b.bet_type',
      'b.position',
      'b.picks',
      'b.unit_stake_cents',
      'b.cost_cents',
    ])
    .where('b.merchant_code', '=', merchantCode)
    .where('b.status', '=', 'open')
    .execute();
  const byGame = new Map<
    string,
    { game: string; count: number; stakeCents: number; worstCasePayoutCents: number }
  >();
  for (const bet of bets) {
    if (!isResultLayout(bet.layout) || !isPrizeMode(bet.prize_mode)) continue;
    const worst = lineMaxPayoutCents(
      {
        betType: bet.bet_type as LotteryBetType,
        position: bet.position,
        picks: bet.picks.split(','),
        unitStakeCents: Number(bet.unit_stake_cents),
      },
      bet.layout,
      bet.prize_mode,
    );
    const entry = byGame.get(bet.code) ?? {
      game: bet.code,
      count: 0,
      stakeCents: 0,
      worstCasePayoutCents: 0,
    };
    entry.count += 1;
    entry.stakeCents += Number(bet.cost_cents);
    entry.worstCasePayoutCents += worst;
    byGame.set(bet.code, entry);
  }
  const games = [...byGame.values()].sort((a, b) => a.game.localeCompare(b.game));
  return {
    merchant: merchantCode,
    currency: merchant?.currency_code ?? '',
    limits,
    houseAccounts,
    openLotteryBets: {
      count: games.reduce((sum, g) => sum + g.count, 0),
      stakeCents: games.reduce((sum, g) => sum + g.stakeCents, 0),
      worstCasePayoutCents: games.reduce((sum, g) => sum + g.worstCasePayoutCents, 0),
      byGame: games,
    },
  };
}
