// What the payments API tests share: the orders kit (an app, the demo admin and Mirabad's manager,
// placing orders) and ledger rows written straight into `payments`, as the providers' handlers
// (server/payments/) would leave them.
import { eq } from "drizzle-orm";
import { orders, payments } from "../../db/schema";
import { ordersKit } from "../orders-test-kit";

type PaymentRow = typeof payments.$inferInsert;

export async function paymentsKit() {
  const kit = await ordersKit();
  const db = kit.t.database.db;
  let tx = 0;
  /** A ledger row for an order; performed by default. */
  async function pay(orderId: number, row: Partial<PaymentRow> = {}) {
    const [inserted] = await db
      .insert(payments)
      .values({ provider: "payme", providerTxId: `tx-${++tx}`, orderId, amount: 5_000_000, state: "performed", ...row })
      .returning();
    return inserted;
  }
  const rename = (orderId: number, name: string) => db.update(orders).set({ name }).where(eq(orders.id, orderId));
  const row = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0];
  return { ...kit, db, pay, rename, row };
}

export type PaymentsKit = Awaited<ReturnType<typeof paymentsKit>>;
