// A hot statement whose plan is kept per database session instead of planned on every call.
// PostgreSQL plans a statement each time it arrives as text, and the order statement (a CTE of
// eight parts) took 0.5–0.8 ms to plan on PGlite, more than executing it (docs/order-performance.md).
// Neither driver the app uses keeps a plan: drizzle sends every query unnamed, and PGlite's query
// API has no named statements. A PL/pgSQL function does: its statements' plans are cached for the
// session once compiled. So the statement runs as the body of a temporary function (pg_temp, one
// per database session, never in the schema, gone with the session), created on the session's
// first call: the call fails (no such function, or no pg_temp yet), the function is created, the call
// is repeated.
// Its name carries a hash of the statement's text, so a changed statement gets its own function.
//
// The statement stays the source of truth, written with drizzle's sql template as usual. Every
// parameter reaches the function as text, so each one must be cast where text would not do
// (`${n}::int`, `${json}::jsonb`); the statement must return one column named `result`.
// Not for use inside a transaction: the first call's error would abort it.
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

const dialect = new PgDialect();

interface Compiled {
  name: string;
  create: SQL;
  /** The call's own text (`select result from name($1, …) as result`), built once. */
  call: string;
}
const compiled = new Map<string, Compiled>();

/** The function of this statement text: its name and its CREATE (built once per process and text). */
function functionOf(prefix: string, text: string, params: number): Compiled {
  const known = compiled.get(text);
  if (known) return known;
  const name = `pg_temp.${prefix}_${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
  const args = Array.from({ length: params }, () => "text").join(", ");
  if (text.includes("$cached$")) throw new Error("A cached statement may not contain $cached$");
  const create = sql.raw(
    `create or replace function ${name}(${args}) returns setof json language plpgsql volatile as $cached$ begin return query ${text}; end $cached$`,
  );
  const placeholders = Array.from({ length: params }, (_, i) => `$${i + 1}`).join(", ");
  const made = { name, create, call: `select result from ${name}(${placeholders}) as result` };
  compiled.set(text, made);
  return made;
}

/** undefined_function, and invalid_schema_name before the session made its first temporary object. */
const NOT_MADE_YET = new Set(["42883", "3F000"]);

/** The SQLSTATE of a driver's error, also when drizzle wraps it (DrizzleQueryError's cause). */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/**
 * Runs `query` (one json column named `result`) through its session-cached function and returns
 * the results, parsed. `prefix` names the function (letters and underscores).
 */
/** The driver under drizzle (node-postgres' pool or client, PGlite): both take (text, params). */
type Driver = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

function driverOf(db: Db): Driver | null {
  const client = (db as unknown as { $client?: Partial<Driver> }).$client;
  return client && typeof client.query === "function" ? (client as Driver) : null;
}

/**
 * Runs `query` (one json column named `result`) through its session-cached function and returns
 * the results, parsed. `prefix` names the function (letters and underscores). The call goes to the
 * driver directly with its text built once: building it with drizzle's template on every call cost
 * more than the statement's own SQL (about 80 µs for 48 parameters).
 */
export async function runCached<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const fn = functionOf(prefix, text, params.length);
  const args = params.map((p) => {
    if (p !== null && typeof p === "object") throw new Error("A cached statement's parameters are strings, numbers or booleans");
    return p === null || p === undefined ? null : String(p);
  });
  const driver = driverOf(db);
  const call = driver
    ? () => driver.query(fn.call, args)
    : () =>
        db.execute(
          sql`select result from ${sql.raw(fn.name)}(${sql.join(
            args.map((a) => sql`${a}`),
            sql`, `,
          )}) as result`,
        ) as unknown as Promise<{ rows: unknown[] }>;
  let answer: { rows: unknown[] };
  try {
    answer = await call();
  } catch (err) {
    if (!NOT_MADE_YET.has(sqlState(err) ?? "")) throw err;
    // This session's first call: make its function, then call again.
    await db.execute(fn.create);
    answer = await call();
  }
  return (answer.rows as { result: T | string }[]).map((r) => (typeof r.result === "string" ? (JSON.parse(r.result) as T) : r.result));
}
