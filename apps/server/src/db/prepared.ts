import { createQueryId } from 'kysely';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { databaseOf } from './handle.ts';
import type { Database } from './schema/tables.ts';

/**
 * Hot statements compiled once (decision 051, second pass). Building and compiling a query
 * with Kysely cost about a quarter of a spin's CPU, yet the SQL of a hot statement never
 * changes, only its values. `prepared` builds the query once per database with a named slot
 * where each value goes, compiles it, and from then on only puts the values in: the same SQL
 * text every time (so node-sqlite's statement cache finds it by a string whose hash is
 * already known) and no query builder on the path. The query is written with Kysely as
 * anywhere else, so it stays typed and compiles for SQLite and PostgreSQL alike.
 *
 * The builder must not look at the values (it is handed slots, not values): a statement whose
 * shape depends on a value is two prepared statements.
 */
type Db = Kysely<Database>;

const SLOT = Symbol('prepared value slot');

interface Slot {
  readonly [SLOT]: string;
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'object' && value !== null && SLOT in value;
}

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** Per parameter: the slot's name, or null for a constant of the query itself. */
  slots: (string | null)[];
  constants: unknown[];
}

function compileTemplate<P extends object>(
  db: Db,
  build: (db: Db, values: P) => Compilable,
): Template {
  const used = new Set<string>();
  const slots = new Proxy({} as P, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      used.add(name);
      return { [SLOT]: name } satisfies Slot;
    },
  });
  const compiled = build(db, slots).compile();
  const template: Template = { sql: compiled.sql, query: compiled.query, slots: [], constants: [] };
  for (const parameter of compiled.parameters) {
    template.slots.push(isSlot(parameter) ? parameter[SLOT] : null);
    template.constants.push(isSlot(parameter) ? undefined : parameter);
  }
  // A slot that did not become a parameter was inlined or dropped: the SQL would be wrong.
  for (const name of used) {
    if (!template.slots.includes(name)) {
      throw new Error(`prepared statement: value "${name}" is not a parameter of ${compiled.sql}`);
    }
  }
  return template;
}

/**
 * A statement built by `build` once per database and then run with `values` put in its slots.
 * Answers the rows (for a statement without RETURNING: none).
 */
export function prepared<P extends object, R>(
  build: (db: Db, values: P) => Compilable<R>,
): (db: Db, values: P) => Promise<R[]> {
  const templates = new WeakMap<object, Template>();
  // No plugin touches our results, so one id serves every run of the statement.
  const queryId = createQueryId();
  return async (db, values) => {
    // A plugin (withSchema, camel case) would change the SQL or the rows behind our back.
    if (db.getExecutor().plugins.length > 0) {
      throw new Error('prepared statements run on handles without plugins');
    }
    const key = databaseOf(db);
    let template = templates.get(key);
    if (!template) {
      template = compileTemplate(db, build);
      templates.set(key, template);
    }
    const named = values as Record<string, unknown>;
    const parameters: unknown[] = [];
    for (let i = 0; i < template.slots.length; i += 1) {
      const slot = template.slots[i]!;
      parameters.push(slot === null ? template.constants[i] : named[slot]);
    }
    const result = await db.executeQuery<R>({
      sql: template.sql,
      query: template.query,
      queryId,
      parameters,
    });
    return result.rows;
  };
}
