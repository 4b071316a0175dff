import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { buildCatalogue } from '../seed/catalogue.ts';

/**
 * Themed in-house titles (decision 009, "Themes"): every BGS game becomes a slot with a theme.
 * Adds games.slot_theme; on a database seeded before, gives every BGS slot its theme and the
 * 40 in-house (INHOUSE) BGS games, which had no model, their slot names and a model. The seed
 * only inserts missing games, so existing databases change here, by game id, to exactly what
 * the catalogue seeds on a fresh one.
 */

/** The in-house names before this migration: the second word of each slot name's place. */
const OLD_SECOND_WORDS: Readonly<Record<string, string>> = {
  Riches: 'Crash',
  Bounty: 'Mines',
  Jewels: 'Plinko',
  Storm: 'Dice',
  Moon: 'Limbo',
  Lights: 'Tower',
  Spins: 'Wheel',
  Legends: 'Hilo',
};

function bgsSlots() {
  return buildCatalogue().games.filter((game) => game.vendor_code === 'BGS' && game.slot_model);
}

function codeOf(name: string): string {
  return `BGS_${name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;
}

async function rename(db: Kysely<unknown>, gameId: number, name: string, code: string) {
  // A game seeded without a game name (the node-name fallback) keeps it that way.
  await sql`
    UPDATE games SET node_name = ${name}, game_code = ${code},
      game_name = CASE WHEN game_name IS NULL THEN NULL ELSE ${name} END
    WHERE game_id = ${gameId} AND vendor_code = 'BGS' AND game_type = 'INHOUSE'`.execute(db);
}

/** The seeded banner and announcement that advertised two in-house games by their old names. */
const ADVERTISED: ReadonlyArray<readonly [string, string]> = [
  ['Shell Crash', 'Shell Riches'],
  ['Coral Mines', 'Coral Bounty'],
];

async function renameInContent(db: Kysely<unknown>, direction: 'up' | 'down') {
  for (const [before, after] of ADVERTISED) {
    const [from, to] = direction === 'up' ? [before, after] : [after, before];
    await sql`UPDATE banners SET title = REPLACE(title, ${from}, ${to})`.execute(db);
    await sql`UPDATE announcements SET title = REPLACE(title, ${from}, ${to})`.execute(db);
    await sql`UPDATE content_translations SET text = REPLACE(text, ${from}, ${to})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('slot_theme', 'text').execute();
  for (const game of bgsSlots()) {
    if (game.game_type === 'INHOUSE')
      await rename(db, game.game_id, game.node_name, game.game_code);
    await sql`
      UPDATE games SET slot_model = ${game.slot_model}, slot_theme = ${game.slot_theme}
      WHERE game_id = ${game.game_id} AND vendor_code = 'BGS'`.execute(db);
  }
  await renameInContent(db, 'up');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const game of bgsSlots()) {
    if (game.game_type !== 'INHOUSE') continue;
    const [first, second] = game.node_name.split(' ') as [string, string];
    const old = `${first} ${OLD_SECOND_WORDS[second] ?? second}`;
    await rename(db, game.game_id, old, codeOf(old));
    await sql`UPDATE games SET slot_model = NULL WHERE game_id = ${game.game_id}`.execute(db);
  }
  await renameInContent(db, 'down');
  await db.schema.alterTable('games').dropColumn('slot_theme').execute();
}
