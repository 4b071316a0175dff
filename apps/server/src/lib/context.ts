import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema/tables.ts';

/** What every feature's routes receive: no globals, so tests build isolated apps. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  merchantCode: string;
}

/** Parses a JSON text column, falling back when an operator left it broken. */
export function parseJsonColumn<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
