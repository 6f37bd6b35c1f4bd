// The operator API: the active orders, and moving one forward or cancelling it. Guarded by the
// OPERATOR_TOKEN bearer; answers 503 when no token is configured.
import { z } from "zod";

export const operatorOrder = z
  .object({
    orderId: z.number().int(),
    statusCode: z.number().int(),
    orderTypeId: z.number().int(),
    restaurantId: z.string(),
    createdAt: z.string(),
    name: z.string(),
    phone: z.string(),
    total: z.number().int(),
    address: z.string().nullable(),
  })
  .meta({ id: "OperatorOrder" });
export const operatorOrders = z.array(operatorOrder);

export const operatorOrderPath = z.object({ id: z.string().meta({ description: "The order id", example: "1" }) });

export const statusChanged = z.object({ orderId: z.number().int(), statusCode: z.number().int() }).meta({ id: "StatusChanged" });

export type OperatorOrder = z.infer<typeof operatorOrder>;
export type StatusChanged = z.infer<typeof statusChanged>;
