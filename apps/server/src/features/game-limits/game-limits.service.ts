import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema/tables.ts';

/**
 * The merchant's game limits (security issue 17, decision 030): the largest stake one round
 * (a slot spin, a lottery bet line) takes and the largest win it pays. A row for the game wins
 * over the row of its kind (game_id 0), which wins over these defaults, so a merchant that
 * never set a limit is still bounded.
 */
export type GameKind = 'slot' | 'lottery';

export interface GameLimits {
  maxStakeCents: number;
  maxWinCents: number;
}

export const DEFAULT_GAME_LIMITS: Readonly<Record<GameKind, GameLimits>> = {
  // R$ 1,000.00 a spin, R$ 100,000.00 a round.
  slot: { maxStakeCents: 100_000, maxWinCents: 10_000_000 },
  // R$ 10,000.00 a bet line, R$ 500,000.00 its largest possible payout.
  lottery: { maxStakeCents: 1_000_000, maxWinCents: 50_000_000 },
};

type Db = Kysely<Database>;

/**
 * The kind's row and the game's (compiled once, decision 051, third pass): `game_id IN (0, ?)`
 * whatever the id, so one SQL text serves every game and the kind itself (gameId 0 names the
 * kind's row twice). Read on every stake: the merchant CLI changes limits from another process,
 * so nothing here is cached.
 */
const limitRows = prepared((db, p: { merchantCode: string; kind: GameKind; gameId: number }) =>
  db
    .selectFrom('game_limits')
    .select(['game_id', 'max_stake_cents', 'max_win_cents'])
    .where('merchant_code', '=', p.merchantCode)
    .where('game_kind', '=', p.kind)
    .where('game_id', 'in', [0, p.gameId]),
);

/** The limits of one game of this kind (gameId 0 or omitted: the kind's own). */
export async function gameLimits(
  db: Db,
  merchantCode: string,
  kind: GameKind,
  gameId = 0,
): Promise<GameLimits> {
  const rows = await limitRows(db, { merchantCode, kind, gameId });
  const row = rows.find((r) => Number(r.game_id) === gameId) ?? rows[0];
  if (!row) return DEFAULT_GAME_LIMITS[kind];
  return { maxStakeCents: Number(row.max_stake_cents), maxWinCents: Number(row.max_win_cents) };
}

/** Sets the limits of a kind (gameId 0) or of one game; an operator's or the seed's write. */
export async function setGameLimits(
  db: Db,
  merchantCode: string,
  kind: GameKind,
  limits: GameLimits,
  gameId = 0,
  options: { overwrite: boolean } = { overwrite: true },
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('game_limits')
    .values({
      merchant_code: merchantCode,
      game_kind: kind,
      game_id: gameId,
      max_stake_cents: limits.maxStakeCents,
      max_win_cents: limits.maxWinCents,
      updated_at: updatedAt,
    })
    .onConflict((oc) => {
      const target = oc.columns(['merchant_code', 'game_kind', 'game_id']);
      return options.overwrite
        ? target.doUpdateSet({
            max_stake_cents: limits.maxStakeCents,
            max_win_cents: limits.maxWinCents,
            updated_at: updatedAt,
          })
        : target.doNothing();
    })
    .execute();
}
