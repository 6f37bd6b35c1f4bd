// Broadcasts' sender against the fake Bot API (issue 26): a PGlite database in memory, migrated,
// with N Telegram customers (BENCH_BROADCAST_RECIPIENTS, 20,000 by default) and a started broadcast.
// 1. The sender with the rate lifted: how many recipients a second one process can handle (the
//    claim, the send, the stamp) — the headroom over Telegram's limit.
// 2. The sender at BROADCAST_RATE 25 for 4 seconds: it keeps to the rate.
// 100,000 recipients at 25 a second take about 67 minutes: Telegram's limit, not the server's, sets
// the pace. `npm run bench` puts its rows in docs/benchmarks.md; `tsx scripts/bench/broadcast.ts`
// prints them alone.
import { sql } from "drizzle-orm";
import { Bot } from "grammy";
import { createBroadcastWorker } from "../../server/bot/broadcasts/worker";
import { startBroadcast } from "../../server/bot/broadcasts/store";
import { startFakeBotApi, FAKE_TOKEN } from "../../server/bot/test/fake-bot-api";
import { type Database, migrate, openDatabase } from "../../server/db/client";
import { broadcasts } from "../../server/db/schema";

const RECIPIENTS = Number(process.env.BENCH_BROADCAST_RECIPIENTS ?? 20_000);

async function broadcastTo(database: Database, from: number, count: number): Promise<number> {
  await database.db.execute(sql`insert into customers (id, tg_id, name, language)
    select 'bench-bc-' || i, i, 'Bench', (array['ru', 'en', 'uz'])[1 + i % 3] from generate_series(${from}::int, ${from + count - 1}::int) i`);
  const [b] = await database.db
    .insert(broadcasts)
    .values({ texts: { ru: "Пицца дня", en: "Pizza of the day" } })
    .returning();
  await startBroadcast(database.db, { staffId: null, name: "bench" }, b.id, new Date());
  // Later broadcasts would skip the earlier customers only by their audience: this one takes all; mark the earlier ones done.
  await database.db.execute(sql`update broadcast_recipients set state = 'sent' where broadcast_id <> ${b.id}`);
  return b.id;
}

const pending = async (database: Database) =>
  Number(
    (
      (await database.db.execute(sql`select count(*)::int as n from broadcast_recipients where state = 'pending'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

/** Rows of the bench's table: what, value, goal, detail, verdict. */
export async function broadcastBench(log: (line: string) => void): Promise<string[][]> {
  const fake = await startFakeBotApi();
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  const rows: string[][] = [];
  try {
    await migrate(database);
    const api = new Bot(FAKE_TOKEN, { client: { apiRoot: fake.apiRoot } }).api;
    await broadcastTo(database, 1, RECIPIENTS);
    const open = createBroadcastWorker({
      db: database.db,
      api,
      config: { publicUrl: "https://pizza.example", broadcastRate: 1_000_000 },
      clock: () => new Date(),
    });
    log(`sending ${RECIPIENTS} recipients with the rate lifted…`);
    let started = performance.now();
    while ((await pending(database)) > 0) await open.runOnce();
    let seconds = (performance.now() - started) / 1000;
    const lifted = RECIPIENTS / seconds;
    // Telegram allows about 30 messages a second to different chats: one process must keep up with that.
    rows.push([
      "broadcast sender, rate lifted (PGlite, one process)",
      `${Math.round(lifted)} recipients/s`,
      "≥ 30/s (Telegram's limit)",
      `${RECIPIENTS} recipients in ${seconds.toFixed(1)} s`,
      lifted >= 30 ? "✓" : "✖",
    ]);
    log(rows.at(-1)?.join(" · ") ?? "");

    await broadcastTo(database, RECIPIENTS + 1, 1000);
    const pacedWorker = createBroadcastWorker({
      db: database.db,
      api,
      config: { publicUrl: "https://pizza.example", broadcastRate: 25 },
      clock: () => new Date(),
    });
    const before = await pending(database);
    started = performance.now();
    pacedWorker.start();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await pacedWorker.close();
    seconds = (performance.now() - started) / 1000;
    const sent = before - (await pending(database));
    const rate = sent / seconds;
    rows.push([
      "broadcast sender at BROADCAST_RATE 25",
      `${rate.toFixed(1)} recipients/s`,
      "≤ 25/s",
      `${sent} in ${seconds.toFixed(1)} s`,
      rate <= 25 * 1.05 ? "✓" : "✖",
    ]);
    log(rows.at(-1)?.join(" · ") ?? "");
    const sends = fake.of("sendMessage").length;
    rows.push([
      "broadcast messages sent twice",
      String(sends - (RECIPIENTS + sent)),
      "0",
      `${sends} sendMessage calls (fake Bot API) for ${RECIPIENTS + sent} recipients`,
      sends === RECIPIENTS + sent ? "✓" : "✖",
    ]);
  } finally {
    await database.close();
    await fake.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await broadcastBench(() => undefined)) console.log(row.join(" · "));
}
