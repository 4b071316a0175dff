import type { Kysely, Selectable } from 'kysely';
import type { Database, LotteryDrawsTable, LotteryGamesTable } from '../../db/schema/tables.ts';

/**
 * The sweep's reads and writes of lottery_draws (decision 015). Every write is safe to race:
 * opening inserts with ON CONFLICT (game_id, numero) DO NOTHING and drawing updates only a
 * draw that has no result yet.
 */

type Db = Kysely<Database>;

export type LotteryGameRow = Selectable<LotteryGamesTable>;
export type NewDraw = Omit<
  LotteryDrawsTable,
  'id' | 'result' | 'drawn_at' | 'settled_at' | 'voided_at' | 'void_reason'
>;

export interface DueDraw {
  id: number;
  game_id: number;
  numero: string;
  seed: string;
  game_code: string;
  layout: string;
}

export function enabledGames(db: Db): Promise<LotteryGameRow[]> {
  // In id order, so racing instances insert their draws in the same order (no deadlock).
  return db
    .selectFrom('lottery_games')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('game_id')
    .execute();
}

/** `${game_id}:${numero}` of every draw still to come (drawn later than nowIso). */
export async function upcomingDrawKeys(db: Db, nowIso: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['game_id', 'numero'])
    // settled_at leads the pending index: an undrawn draw is never settled.
    .where('settled_at', 'is', null)
    .where('draw_at', '>', nowIso)
    .execute();
  return new Set(rows.map((row) => drawKey(row.game_id, row.numero)));
}

export function drawKey(gameId: number, numero: string): string {
  return `${gameId}:${numero}`;
}

/** Inserts the draws no instance has inserted yet; returns how many this call inserted. */
export async function insertDraws(db: Db, draws: readonly NewDraw[]): Promise<number> {
  if (draws.length === 0) return 0;
  const result = await db
    .insertInto('lottery_draws')
    .values([...draws])
    .onConflict((oc) => oc.columns(['game_id', 'numero']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Draws whose time has come (draw_at <= nowIso) and that have no result yet. */
export async function dueDraws(db: Db, nowIso: string): Promise<DueDraw[]> {
  const rows = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.game_id', 'd.game_id')
    .select(['d.id', 'd.game_id', 'd.numero', 'd.seed', 'g.code as game_code', 'g.layout'])
    .where('d.settled_at', 'is', null)
    .where('d.draw_at', '<=', nowIso)
    .where('d.result', 'is', null)
    // A voided draw (back office, issue 22) is never drawn.
    .where('d.voided_at', 'is', null)
    .orderBy('d.draw_at')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Writes a draw's result unless another sweep already has; true when this call wrote it. */
export async function writeResult(
  db: Db,
  drawId: number,
  result: string,
  drawnAtIso: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('lottery_draws')
    .set({ result, drawn_at: drawnAtIso })
    .where('id', '=', drawId)
    .where('result', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
