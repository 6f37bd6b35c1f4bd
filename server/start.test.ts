import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { restaurants as seededRestaurants } from "./db/seed/restaurants";
import { restaurants } from "./db/schema";
import { prepareDatabase } from "./start";
import { createEmptyPgDatabase } from "./test/template";
import { spend } from "./http/rate-limit";

const databaseUrl = process.env.DATABASE_URL;

describe("start-up on PostgreSQL", () => {
  it.runIf(databaseUrl)("two processes starting at once on an empty database migrate and seed it once", async () => {
    const empty = await createEmptyPgDatabase(databaseUrl!);
    try {
      const config = loadConfig({ DATABASE_URL: empty.url });
      const [a, b] = await Promise.all([prepareDatabase(config), prepareDatabase(config)]);
      const rows = await a.db.select().from(restaurants);
      expect(rows).toHaveLength(seededRestaurants.length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await empty.drop();
    }
  });
});

describe("rate limits across processes (PostgreSQL)", () => {
  it.runIf(databaseUrl)("two processes on one database share one counter, also when racing", async () => {
    const empty = await createEmptyPgDatabase(databaseUrl!);
    try {
      const config = loadConfig({ DATABASE_URL: empty.url, SEED_DEMO: "false" });
      const [a, b] = await Promise.all([prepareDatabase(config), prepareDatabase(config)]);
      const limit = { key: "apply:+998900000000", max: 5, windowMs: 60_000, message: "slow down" };
      const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => spend((i % 2 ? a : b).db, limit)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await empty.drop();
    }
  });
});
