import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { restaurants as seededRestaurants } from "./db/seed/restaurants";
import { restaurants } from "./db/schema";
import { prepareDatabase } from "./start";
import { createEmptyPgDatabase } from "./test/template";

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
