// A phone number Telegram vouches for, linked to the Telegram customer who shared it (the mini-app's
// contact request; contact.ts checks the contact is the sender's own). One customer ends up holding
// both the Telegram id and the number, in one transaction:
//  - nobody has the number: the Telegram customer gets it (created when the webhook is first);
//  - a web customer (no Telegram id) has it: merged into the Telegram customer, which keeps its id
//    (the mini-app's session, bot-API tokens and basket stay valid); the web customer's orders,
//    sessions, idempotency keys and basket (when the Telegram one has none) move over, its name and
//    language fill gaps, and the row goes;
//  - another Telegram account has it: Telegram says the number is now this account's (one account per
//    number), so the number moves, but nothing else: that account's orders stay its own.
// Staff are matched by phone or Telegram id at sign-in, so a staff number shared from Telegram gives
// that Telegram account the console, as a code sent to the number would.
import { randomUUID } from "node:crypto";
import { and, eq, notInArray, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { baskets, customers, idempotencyKeys, orders, sessions } from "../db/schema";

export type LinkOutcome =
  | { kind: "created"; customerId: string }
  | { kind: "linked"; customerId: string }
  | { kind: "unchanged"; customerId: string }
  | { kind: "merged"; customerId: string; mergedId: string; orders: number }
  | { kind: "moved"; customerId: string; fromId: string };

export interface LinkInput {
  tgId: number;
  /** +998…, normalised. */
  phone: string;
  /** For a customer created here: Telegram's first and last name. */
  name: string;
  language: string | null;
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err, d = 0; e && typeof e === "object" && d < 4; e = (e as { cause?: unknown }).cause, d++)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
};

/** Links the number; retried once when a concurrent sign-in inserted the same phone or Telegram id. */
export async function linkTelegramPhone(db: Db, input: LinkInput): Promise<LinkOutcome> {
  try {
    return await linkOnce(db, input);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return linkOnce(db, input);
  }
}

function linkOnce(db: Db, { tgId, phone, name, language }: LinkInput): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    // Both rows locked (a web sign-in or a second contact for them waits for this one).
    const rows = await tx
      .select()
      .from(customers)
      .where(or(eq(customers.tgId, tgId), eq(customers.phone, phone)))
      .for("update");
    const tgRow = rows.find((r) => r.tgId === tgId);
    const phoneRow = rows.find((r) => r.phone === phone);

    if (tgRow && phoneRow?.id === tgRow.id) return { kind: "unchanged", customerId: tgRow.id };

    if (!tgRow) {
      if (phoneRow && phoneRow.tgId === null) {
        await tx.update(customers).set({ tgId }).where(eq(customers.id, phoneRow.id));
        return { kind: "linked", customerId: phoneRow.id };
      }
      if (phoneRow) await tx.update(customers).set({ phone: null }).where(eq(customers.id, phoneRow.id));
      const id = randomUUID();
      await tx.insert(customers).values({ id, tgId, phone, name: name || null, language });
      return phoneRow ? { kind: "moved", customerId: id, fromId: phoneRow.id } : { kind: "created", customerId: id };
    }

    if (!phoneRow) {
      await tx.update(customers).set({ phone }).where(eq(customers.id, tgRow.id));
      return { kind: "linked", customerId: tgRow.id };
    }

    if (phoneRow.tgId !== null) {
      await tx.update(customers).set({ phone: null }).where(eq(customers.id, phoneRow.id));
      await tx.update(customers).set({ phone }).where(eq(customers.id, tgRow.id));
      return { kind: "moved", customerId: tgRow.id, fromId: phoneRow.id };
    }

    // A web customer with this number: everything it has moves to the Telegram customer.
    const into = tgRow.id;
    const from = phoneRow.id;
    const moved = await tx.update(orders).set({ customerId: into }).where(eq(orders.customerId, from)).returning({ id: orders.id });
    await tx.update(sessions).set({ customerId: into }).where(eq(sessions.customerId, from));
    const own = await tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.customerId, into));
    const keys = own.map((k) => k.key);
    await tx
      .update(idempotencyKeys)
      .set({ customerId: into })
      .where(and(eq(idempotencyKeys.customerId, from), keys.length ? notInArray(idempotencyKeys.key, keys) : undefined));
    const [basket] = await tx.select({ id: baskets.customerId }).from(baskets).where(eq(baskets.customerId, into));
    if (!basket) await tx.update(baskets).set({ customerId: into }).where(eq(baskets.customerId, from));
    // What did not move (a key or a basket the Telegram customer already has) goes with the row.
    await tx.delete(customers).where(eq(customers.id, from));
    await tx
      .update(customers)
      .set({ phone, name: tgRow.name ?? phoneRow.name, language: tgRow.language ?? phoneRow.language })
      .where(eq(customers.id, into));
    return { kind: "merged", customerId: into, mergedId: from, orders: moved.length };
  });
}
