// PostgreSQL only (the CI's second run): a transaction whose BEGIN fails must give its pool
// connection back. drizzle's own pool transaction kept it, so 20 such failures (the pool's size)
// left every later query waiting for a connection until it timed out.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client";

/** The first row of a raw query, on either driver (both answer { rows }). */
const firstRow = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0];
import { openTestDatabase } from "../test/template";

const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe.runIf(onPostgres)("pool transactions", () => {
  it("release the connection when BEGIN fails, however often", async () => {
    for (let i = 0; i < 25; i++) {
      // An isolation level PostgreSQL does not know: BEGIN itself fails.
      await expect(database.db.transaction(async () => 1, { isolationLevel: "bogus" as "serializable" })).rejects.toThrow();
    }
    expect(firstRow(await database.db.execute(sql`select 1 as one`))).toEqual({ one: 1 });
  }, 20_000);

  it("still roll back the body's own error and keep using the connection", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table if not exists t_probe (n int)`);
        throw new Error("the body's own failure");
      }),
    ).rejects.toThrow("the body's own failure");
    for (let i = 0; i < 25; i++)
      expect(await database.db.transaction(async (tx) => firstRow(await tx.execute(sql`select ${i}::int as n`)))).toEqual({ n: i });
  }, 20_000);
});

it("a plain transaction answers (PGlite or PostgreSQL)", async () => {
  expect(await database.db.transaction(async (tx) => firstRow(await tx.execute(sql`select 2 as two`)))).toEqual({ two: 2 });
});
