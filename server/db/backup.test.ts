// Backups of the embedded database: a round trip keeps orders, staff and photos; a running
// server's directory is not touched; a restore never overwrites a database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrdersKit, ordersKit } from "../operator/orders-test-kit";
import { TEMPLATE_FILE } from "../test/template";
import { BackupError, backupDataDir, restoreDataDir } from "./backup";
import { type Database, openDatabase } from "./client";
import { DataDirInUse } from "./data-dir-lock";
import { auditLog, media, orders, staff } from "./schema";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-backup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const photo = { id: "backup-test", variant: "w320.avif", contentType: "image/avif", bytes: Buffer.from([1, 2, 3, 250, 251]) };

/** What a restored store must still have. */
async function contents(database: Database) {
  const db = database.db;
  const [{ n: orderCount }] = await db.select({ n: count() }).from(orders);
  const staffNames = (await db.select({ name: staff.name }).from(staff).orderBy(staff.id)).map((s) => s.name);
  const [stored] = await db.select().from(media).where(eq(media.id, photo.id));
  return { orderCount, staffNames, photo: stored ? Buffer.from(stored.bytes).toString("hex") : null };
}

async function openDir(dir: string) {
  return openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, "pglite") });
}

describe("db:backup and db:restore (offline, PGlite in DATA_DIR)", () => {
  const source = path.join(tmp, "source");
  let before: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: path.join(source, "pglite"),
      loadDataDir: new Blob([fs.readFileSync(TEMPLATE_FILE)]),
    });
    await database.db.insert(media).values(photo);
    await database.db.insert(staff).values({ phone: "+998901234599", name: "Backup Tester", role: "admin" });
    before = await contents(database);
    await database.close();
  }, 60_000);

  it("restores into an empty DATA_DIR exactly what was backed up", async () => {
    const file = path.join(tmp, "offline.tar.gz");
    const bytes = await backupDataDir(source, file);
    expect(bytes).toBe(fs.statSync(file).size);
    const target = path.join(tmp, "restored");
    await restoreDataDir(file, target);
    const restored = await openDir(target);
    try {
      expect(await contents(restored)).toEqual(before);
      expect(before.staffNames).toContain("Backup Tester");
      expect(before.photo).toBe("010203fafb");
    } finally {
      await restored.close();
    }
  }, 60_000);

  it("refuses a directory a running process holds", async () => {
    const sleeper = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(path.join(source, "pglite.lock"), String(sleeper.pid));
      await expect(backupDataDir(source, path.join(tmp, "locked.tar.gz"))).rejects.toThrow(DataDirInUse);
      expect(fs.existsSync(path.join(tmp, "locked.tar.gz"))).toBe(false);
    } finally {
      sleeper.kill();
    }
  });

  it("takes over the lock of a process that is gone (a crash)", async () => {
    fs.writeFileSync(path.join(source, "pglite.lock"), "999999999");
    await expect(backupDataDir(source, path.join(tmp, "after-crash.tar.gz"))).resolves.toBeGreaterThan(0);
    expect(fs.existsSync(path.join(source, "pglite.lock"))).toBe(false);
  }, 60_000);

  it("never restores over a database, nor from a file that is not a backup", async () => {
    await expect(restoreDataDir(path.join(tmp, "offline.tar.gz"), source)).rejects.toThrow(/not empty/);
    const junk = path.join(tmp, "junk.tar.gz");
    fs.writeFileSync(junk, "not a backup");
    const target = path.join(tmp, "junk-target");
    await expect(restoreDataDir(junk, target)).rejects.toThrow(BackupError);
    expect(fs.existsSync(path.join(target, "pglite"))).toBe(false);
    await expect(backupDataDir(path.join(tmp, "nothing"), path.join(tmp, "x.tar.gz"))).rejects.toThrow(/no database/);
  }, 60_000);
});

describe("GET /api/operator/backup (online, admins)", () => {
  let kit: OrdersKit;
  beforeAll(async () => {
    kit = await ordersKit();
  }, 60_000);
  afterAll(() => kit.t.close());

  it("is the running store's database with its orders and photos, for admins only, audited", async () => {
    const orderId = await kit.placed(0);
    await kit.t.database.db.insert(media).values(photo);
    expect((await kit.call("/backup", "manager")).status).toBe(403);
    expect((await kit.call("/backup", "nobody")).status).toBe(401);
    const res = await kit.call("/backup", "admin");
    if (process.env.DATABASE_URL) {
      expect(res.status).toBe(409);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="storefront-.*\.tar\.gz"$/);
    const file = path.join(tmp, "online.tar.gz");
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const expected = await contents(kit.t.database);
    const target = path.join(tmp, "online-restored");
    await restoreDataDir(file, target);
    const restored = await openDir(target);
    try {
      expect(await contents(restored)).toEqual(expected);
      const [row] = await restored.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      expect(row?.id).toBe(orderId);
    } finally {
      await restored.close();
    }
    const audit = await kit.t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, "database"));
    expect(audit).toEqual([{ action: "backup" }]);
  }, 60_000);
});
