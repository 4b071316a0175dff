import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

/**
 * Issue 20: live tables, player-versus-player tables and the sportsbook (decision 040).
 *
 * - requests: one row per (game session, client key) of a bet, action or slip, so a retried
 *   request answers what the first one did and moves no money twice.
 * - live_rounds: a studio table's rounds, on the server's clock; the seed is written (and its
 *   hash published) when the round opens, before any bet, and revealed with the result.
 * - live_seats: one player's part in a round (its wallet round); live_bets: the stakes on it.
 * - pvp_tables / pvp_seats / pvp_hands: card tables, the players' stacks (a seat is a wallet
 *   round: the buy-in its debit, the stack at leaving its credit) and the hand history.
 * - sport_fixtures / sport_slips / sport_legs: matches decided by a committed seed, the bet
 *   slips and their selections.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('requests')
    .addColumn('session_id', 'varchar(64)', notNull)
    .addColumn('key', 'varchar(64)', notNull)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('answer', 'text')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('requests_pk', ['session_id', 'key'])
    .execute();

  await db.schema
    .createTable('live_rounds')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('table_code', 'varchar(64)', notNull)
    .addColumn('number', 'integer', notNull)
    .addColumn('family', 'varchar(16)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('server_seed', 'varchar(128)', notNull)
    .addColumn('server_seed_hash', 'varchar(64)', notNull)
    .addColumn('result', 'text')
    .addColumn('opens_at', 'varchar(32)', notNull)
    .addColumn('closes_at', 'varchar(32)', notNull)
    .addColumn('result_at', 'varchar(32)', notNull)
    .addColumn('settled_at', 'varchar(32)')
    .addColumn('bet_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('live_rounds_number')
    .on('live_rounds')
    .columns(['table_code', 'number'])
    .unique()
    .execute();
  await db.schema.createIndex('live_rounds_status').on('live_rounds').column('status').execute();

  await db.schema
    .createTable('live_seats')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('round_id', 'varchar(64)', notNull)
    .addColumn('table_code', 'varchar(64)', notNull)
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('session_id', 'varchar(64)', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('actions', 'text', notNull)
    .addColumn('staked_cents', 'bigint', notNull)
    .addColumn('win_cents', 'bigint')
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('live_seats_round_session')
    .on('live_seats')
    .columns(['round_id', 'session_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('live_seats_player')
    .on('live_seats')
    .columns(['brand', 'player_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('live_bets')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('seat_id', 'varchar(64)', notNull)
    .addColumn('round_id', 'varchar(64)', notNull)
    .addColumn('spot', 'varchar(32)', notNull)
    .addColumn('stake_cents', 'bigint', notNull)
    .addColumn('payout_cents', 'bigint')
    .addColumn('debit_id', 'varchar(64)')
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('live_bets_seat').on('live_bets').column('seat_id').execute();
  await db.schema.createIndex('live_bets_round').on('live_bets').column('round_id').execute();

  await db.schema
    .createTable('pvp_tables')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('game_code', 'varchar(64)', notNull)
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('family', 'varchar(16)', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('stake_cents', 'bigint', notNull)
    .addColumn('max_seats', 'integer', notNull)
    .addColumn('hand_number', 'integer', notNull)
    .addColumn('state', 'text')
    .addColumn('turn_deadline', 'varchar(32)')
    .addColumn('next_hand_at', 'varchar(32)')
    .addColumn('version', 'integer', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('pvp_tables_game')
    .on('pvp_tables')
    .columns(['game_code', 'mode', 'currency'])
    .execute();

  await db.schema
    .createTable('pvp_seats')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('table_id', 'varchar(64)', notNull)
    .addColumn('seat', 'integer', notNull)
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('session_id', 'varchar(64)')
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addColumn('bot', 'integer', notNull)
    .addColumn('buy_in_cents', 'bigint', notNull)
    .addColumn('stack_cents', 'bigint', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('missed_turns', 'integer', notNull)
    .addColumn('joined_at', 'varchar(32)', notNull)
    .addColumn('left_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('pvp_seats_taken')
    .on('pvp_seats')
    .columns(['table_id', 'seat'])
    .unique()
    .where(sql.ref('status'), '<>', 'left')
    .execute();
  await db.schema
    .createIndex('pvp_seats_player')
    .on('pvp_seats')
    .columns(['brand', 'player_id', 'status'])
    .execute();

  await db.schema
    .createTable('pvp_hands')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('table_id', 'varchar(64)', notNull)
    .addColumn('number', 'integer', notNull)
    .addColumn('seats', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('deltas', 'text', notNull)
    .addColumn('rake_cents', 'bigint', notNull)
    .addColumn('started_at', 'varchar(32)', notNull)
    .addColumn('ended_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('pvp_hands_table')
    .on('pvp_hands')
    .columns(['table_id', 'number'])
    .unique()
    .execute();

  await db.schema
    .createTable('sport_fixtures')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('sport', 'varchar(16)', notNull)
    .addColumn('competition', 'varchar(64)', notNull)
    .addColumn('home', 'varchar(64)', notNull)
    .addColumn('away', 'varchar(64)', notNull)
    .addColumn('kickoff_at', 'varchar(32)', notNull)
    .addColumn('ends_at', 'varchar(32)', notNull)
    .addColumn('strength', 'text', notNull)
    .addColumn('server_seed', 'varchar(128)', notNull)
    .addColumn('server_seed_hash', 'varchar(64)', notNull)
    .addColumn('timeline', 'text', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('final_score', 'text')
    .addColumn('settled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('sport_fixtures_kickoff')
    .on('sport_fixtures')
    .columns(['sport', 'kickoff_at'])
    .execute();
  await db.schema
    .createIndex('sport_fixtures_status')
    .on('sport_fixtures')
    .columns(['status', 'ends_at'])
    .execute();

  await db.schema
    .createTable('sport_slips')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('brand', 'varchar(32)', notNull)
    .addColumn('player_id', 'varchar(16)', notNull)
    .addColumn('session_id', 'varchar(64)', notNull)
    .addColumn('game_code', 'varchar(64)', notNull)
    .addColumn('mode', 'varchar(8)', notNull)
    .addColumn('currency', 'varchar(3)', notNull)
    .addColumn('stake_cents', 'bigint', notNull)
    .addColumn('odds_hundredths', 'bigint', notNull)
    .addColumn('potential_cents', 'bigint', notNull)
    .addColumn('payout_cents', 'bigint')
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('sport_slips_player')
    .on('sport_slips')
    .columns(['brand', 'player_id', 'created_at'])
    .execute();
  await db.schema.createIndex('sport_slips_status').on('sport_slips').column('status').execute();

  await db.schema
    .createTable('sport_legs')
    .addColumn('slip_id', 'varchar(64)', notNull)
    .addColumn('leg', 'integer', notNull)
    .addColumn('fixture_id', 'varchar(64)', notNull)
    .addColumn('market', 'varchar(32)', notNull)
    .addColumn('selection', 'varchar(32)', notNull)
    .addColumn('label', 'varchar(100)', notNull)
    .addColumn('odds_hundredths', 'integer', notNull)
    .addColumn('outcome', 'varchar(8)')
    .addPrimaryKeyConstraint('sport_legs_pk', ['slip_id', 'leg'])
    .execute();
  await db.schema.createIndex('sport_legs_fixture').on('sport_legs').column('fixture_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sport_legs',
    'sport_slips',
    'sport_fixtures',
    'pvp_hands',
    'pvp_seats',
    'pvp_tables',
    'live_bets',
    'live_seats',
    'live_rounds',
    'requests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
