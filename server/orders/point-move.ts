// A loyalty ledger row on the wire: as its customer reads it (GET /api/loyalty); staff's view
// (server/operator/customers/customer-detail.ts) adds an adjustment's reason and who made it.
import type { loyaltyMoves } from "../db/schema";

export const customerPointMove = (m: typeof loyaltyMoves.$inferSelect) => ({
  id: m.id,
  orderId: m.orderId,
  move: m.move,
  points: m.points,
  balanceAfter: m.balanceAfter,
  at: m.at.toISOString(),
});
