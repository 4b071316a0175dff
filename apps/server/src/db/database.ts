import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Dialect, Migration, MigrationProvider } from 'kysely';
import pg from 'pg';
import { sqliteFile } from '../config.ts';
import { schemaChanged } from './handle.ts';
import { createQueryTiming } from './query-timing.ts';
import { openNodeSqlite } from './node-sqlite.ts';
import type { Database } from './schema/tables.ts';
import * as initial from './migrations/001-initial.ts';
import * as contentTranslations from './migrations/002-content-translations.ts';
import * as accounts from './migrations/003-accounts.ts';
import * as ledger from './migrations/004-ledger.ts';
import * as gamesPlay from './migrations/006-games-play.ts';
import * as vendorWallet from './migrations/005-vendor-wallet.ts';
import * as recentGames from './migrations/007-recent-games.ts';
import * as slotThemes from './migrations/008-slot-themes.ts';
import * as gameSearch from './migrations/009-game-search.ts';
import * as favourites from './migrations/010-favourites.ts';
import * as lottery from './migrations/011-lottery.ts';
// Issue 7: feedback and live chat.
import * as feedback from './migrations/014-feedback.ts';
import * as homeWidgets from './migrations/015-home-widgets.ts';
import * as messages from './migrations/012-messages.ts';
import * as promotionsHelp from './migrations/013-promotions-help.ts';
import * as agentHome from './migrations/016-agent-home.ts';
// Issue 8: agent money (decision 022).
import * as agentMoney from './migrations/017-agent-money.ts';
import * as agentReports from './migrations/018-agent-reports.ts';
import * as agentContracts from './migrations/019-agent-contracts.ts';
// Cashier (issue 9, decision 025).
import * as cashier from './migrations/020-cashier.ts';
import * as memberCentre from './migrations/021-member-centre.ts';
import * as vendorRounds from './migrations/022-vendor-rounds.ts';
import * as handoffCodes from './migrations/023-handoff-codes.ts';
// Security issue 17: game limits (decision 030).
import * as gameLimits from './migrations/024-game-limits.ts';
// Issue 18: the demo bank details in Brazilian form.
import * as brazilianBankDetails from './migrations/025-brazilian-bank-details.ts';
// Issue 18: member invites (decision 035).
import * as memberReferrals from './migrations/026-member-referrals.ts';
// Issue 19: our game provider's launches (decision 039).
import * as providerLaunches from './migrations/027-provider-launches.ts';
import * as pvpFamilies from './migrations/028-pvp-families.ts';
import * as backoffice from './migrations/029-backoffice.ts';
import * as scheduler from './migrations/030-scheduler.ts';
import * as boContent from './migrations/031-bo-content.ts';
import * as boMessages from './migrations/032-bo-messages.ts';
import * as boGames from './migrations/033-bo-games.ts';
import * as boProviders from './migrations/034-bo-providers.ts';
import * as boLottery from './migrations/035-bo-lottery.ts';
import * as boAgents from './migrations/036-bo-agents.ts';
// Issue 23: player protection, identity checks and real messaging.
import * as playerProtection from './migrations/037-player-protection.ts';
import * as kyc from './migrations/038-kyc.ts';
import * as messageDeliveries from './migrations/039-message-deliveries.ts';
import * as bonuses from './migrations/040-bonuses.ts';
import * as freeSpins from './migrations/041-free-spins.ts';
import * as tournaments from './migrations/042-tournaments.ts';
import * as referralChecks from './migrations/043-referral-checks.ts';
import * as providerBonusPlay from './migrations/044-provider-bonus-play.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, for its figures (SQLite has one connection). */
  pool?: PoolStats;
  destroy(): Promise<void>;
}

/** What pg's Pool says of its connections. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DatabaseOptions {
  DATABASE_URL: string;
  DATABASE_SCHEMA?: string | undefined;
  /** Time every query for the metrics (decision 060); off, queries run without Kysely's log. */
  timeQueries?: boolean;
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Opens the database named by DATABASE_URL: PostgreSQL for postgres://, else a SQLite file. */
export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (isPostgresUrl(options.DATABASE_URL)) {
    const schema = options.DATABASE_SCHEMA;
    const pool = new pg.Pool({
      connectionString: options.DATABASE_URL,
      max: 10,
      // bigint (money in cents) as a number, like SQLite: cents stay far below 2^53.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === pg.types.builtins.INT8
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
      // A startup option pins every pooled connection to the schema, with no extra round trip.
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) {
      try {
        await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      } catch (error) {
        // Two instances creating it at once: IF NOT EXISTS does not cover the race, and the
        // loser's unique-key error means the schema is there.
        if ((error as { code?: string }).code !== '23505') {
          await pool.end();
          throw error;
        }
      }
    }
    const db = timed(new PostgresDialect({ pool }), options);
    return { db, kind: 'postgres', pool, destroy: () => db.destroy() };
  }

  const file = sqliteFile(options.DATABASE_URL);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = timed(new SqliteDialect({ database: openNodeSqlite(file) }), options);
  return { db, kind: 'sqlite', destroy: () => db.destroy() };
}

function timed(dialect: Dialect, options: DatabaseOptions): Kysely<Database> {
  if (!options.timeQueries) return new Kysely<Database>({ dialect });
  const timing = createQueryTiming();
  const db = new Kysely<Database>({ dialect, log: timing.log });
  timing.attach(db);
  return db;
}

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-content-translations': contentTranslations,
  '003-accounts': accounts,
  '004-ledger': ledger,
  '005-vendor-wallet': vendorWallet,
  '006-games-play': gamesPlay,
  '007-recent-games': recentGames,
  '008-slot-themes': slotThemes,
  '009-game-search': gameSearch,
  '010-favourites': favourites,
  '011-lottery': lottery,
  '012-messages': messages,
  // Issue 7: feedback and live chat.
  '014-feedback': feedback,
  '015-home-widgets': homeWidgets,
  '013-promotions-help': promotionsHelp,
  // Issue 8: the agent home.
  '016-agent-home': agentHome,
  // Issue 8: agent money (decision 022).
  '017-agent-money': agentMoney,
  // Issue 8: team reports.
  '018-agent-reports': agentReports,
  // Issue 8: agent contracts (decision 024).
  '019-agent-contracts': agentContracts,
  // Cashier (issue 9, decision 025).
  '020-cashier': cashier,
  // Issue 9: the member centre.
  '021-member-centre': memberCentre,
  // Issue 17: vendor secrets set up by operators, vendor rounds (decision 028).
  '022-vendor-rounds': vendorRounds,
  // Issue 17: session hand-off codes (decision 029).
  '023-handoff-codes': handoffCodes,
  // Security issue 17: game limits (decision 030).
  '024-game-limits': gameLimits,
  // Issue 18: the demo merchant's bank details and channel texts made Brazilian.
  '025-brazilian-bank-details': brazilianBankDetails,
  // Issue 18: member invites (decision 035).
  '026-member-referrals': memberReferrals,
  // Issue 19: launch tokens of the game provider (decision 039).
  '027-provider-launches': providerLaunches,
  // Issue 20: the PvP titles our provider plays, the others switched off.
  '028-pvp-families': pvpFamilies,
  // Issue 21: the back office (decision 043).
  '029-backoffice': backoffice,
  // Issue 21: the job scheduler (decision 042).
  '030-scheduler': scheduler,
  // Issue 22: the back office, part 2.
  '031-bo-content': boContent,
  '032-bo-messages': boMessages,
  '033-bo-games': boGames,
  '034-bo-providers': boProviders,
  '035-bo-lottery': boLottery,
  '036-bo-agents': boAgents,
  '037-player-protection': playerProtection,
  '038-kyc': kyc,
  '039-message-deliveries': messageDeliveries,
  // Issue 25: bonuses (decision 056).
  '040-bonuses': bonuses,
  '041-free-spins': freeSpins,
  // Issue 25: tournaments (decision 057).
  '042-tournaments': tournaments,
  // Issue 25: referral checks (decision 058).
  '043-referral-checks': referralChecks,
  // Issue 25: bonus money and free spins on provider games (decision 061).
  '044-provider-bonus-play': providerBonusPlay,
};

/**
 * A migration may re-create a table and give its ids to other rows: what this process
 * remembers per database (handle.ts) is forgotten before and after each one.
 */
function forgettingMigration(migration: Migration): Migration {
  return {
    up: async (db) => {
      schemaChanged(db);
      await migration.up(db);
      schemaChanged(db);
    },
    ...(migration.down
      ? {
          down: async (db) => {
            schemaChanged(db);
            await migration.down!(db);
            schemaChanged(db);
          },
        }
      : {}),
  };
}

const provider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [name, forgettingMigration(migration)]),
    ),
};

/** The migrator of this database (tests use it to step back to an older schema). */
export function createMigrator(database: AppDatabase, schema?: string | undefined): Migrator {
  return new Migrator({
    db: database.db,
    provider,
    // Issue 7's parts were numbered in advance and land in any order (015 before 014): a
    // database that already ran a later one still gets an earlier one that arrives after it.
    allowUnorderedMigrations: true,
    ...(database.kind === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
}

/**
 * The migrations this code has that the database has not recorded in Kysely's own table: some
 * while a migration runs (on PostgreSQL they commit together at the end) or when the schema is
 * behind the code. Throws before the first migration made the table. Read-only, unlike the
 * Migrator's getMigrations, which introspects every table.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

/** Brings the schema up to date; safe to call on every start. */
export async function migrateToLatest(
  database: AppDatabase,
  schema?: string | undefined,
): Promise<string[]> {
  const { error, results } = await createMigrator(database, schema).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
