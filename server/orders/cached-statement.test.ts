// A statement run through runCached (cached-statement.ts): the same answer as the statement run
// directly, its session function made once (on the first call) and reused after, a changed
// statement gets its own function, nothing of it lands in the schema, and real errors still throw.
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/client";
import { openTestDatabase } from "../test/template";
import { runCached } from "./cached-statement";

const dialect = new PgDialect();
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The db, with every statement it is asked to run written down. */
function recording(db: Db) {
  const sent: string[] = [];
  const execute = ((query: SQL) => {
    sent.push(dialect.sqlToQuery(query).sql);
    return db.execute(query);
  }) as Db["execute"];
  return { db: { execute } as unknown as Db, sent };
}

const pairs = (n: number, label: string) =>
  sql`select json_build_object('n', x.n, 'label', ${label}::text, 'double', x.n * ${2}::int) as result
    from generate_series(1, ${n}::int) as x(n)`;

/** Runs on one connection: a session's temporary function is seen only by that session. */
async function oneSession<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  return database.kind === "postgres" ? database.exclusive(fn) : fn(database.db);
}

describe("a session-cached statement", () => {
  it("answers as the statement does, making its function on the session's first call only", async () => {
    await oneSession(async (db) => {
      const direct = (await db.execute(pairs(3, "a"))) as unknown as { rows: { result: unknown }[] };
      const { db: watched, sent } = recording(db);
      const first = await runCached<{ n: number; label: string; double: number }>(watched, "test_pairs", pairs(3, "a"));
      expect(first).toEqual(direct.rows.map((r) => (typeof r.result === "string" ? JSON.parse(r.result) : r.result)));
      expect(first).toEqual([
        { n: 1, label: "a", double: 2 },
        { n: 2, label: "a", double: 4 },
        { n: 3, label: "a", double: 6 },
      ]);
      expect(sent.filter((s) => s.startsWith("create or replace function"))).toHaveLength(1);
      // Other values, the same statement: its function is called, not made again.
      sent.length = 0;
      expect(await runCached(watched, "test_pairs", pairs(1, "b"))).toEqual([{ n: 1, label: "b", double: 2 }]);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^select result from pg_temp\.test_pairs_[0-9a-f]{16}\(/);
      // Another statement text: its own function.
      sent.length = 0;
      const other = sql`select json_build_object('sum', ${1}::int + ${2}::int) as result`;
      expect(await runCached(watched, "test_pairs", other)).toEqual([{ sum: 3 }]);
      expect(sent.filter((s) => s.startsWith("create or replace function"))).toHaveLength(1);
      const temporary = (await db.execute(
        sql`select count(*)::int as n from pg_proc where proname like 'test_pairs_%' and pronamespace = pg_my_temp_schema()`,
      )) as unknown as { rows: { n: number }[] };
      expect(temporary.rows[0].n).toBe(2);
    });
    // Nothing in the database's schema.
    const kept = (await database.db.execute(
      sql`select count(*)::int as n from pg_proc p join pg_namespace s on s.oid = p.pronamespace
        where proname like 'test_pairs_%' and s.nspname not like 'pg_temp%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(kept.rows[0].n).toBe(0);
  });

  it("throws the statement's own errors, and refuses a parameter it cannot pass as text", async () => {
    await oneSession(async (db) => {
      await expect(runCached(db, "test_fail", sql`select json_build_object('n', 1 / ${0}::int) as result`)).rejects.toThrow();
      await expect(runCached(db, "test_fail", sql`select json_build_object('n', ${{ a: 1 }}::jsonb) as result`)).rejects.toThrow(
        /strings, numbers or booleans/,
      );
    });
  });
});
