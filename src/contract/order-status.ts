// An order status on the wire: one of the codes of the table of order facts
// (src/domain/order-status.ts), so /api/openapi.json lists them as an enum.
import { z } from "zod";
import { STATUS, STATUS_CODES, statusName } from "../domain/order-status";

export const statusCode = z
  .enum(STATUS)
  .meta({ description: `The order's status: ${STATUS_CODES.map((code) => `${code} ${statusName(code)}`).join(", ")}` });
