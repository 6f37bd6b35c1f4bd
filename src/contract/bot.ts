// The messenger-bot API: the Telegram user's basket, orders from the bot, and address names.
// Every call carries the X-Telegram-Auth header of GET /api/hash.
import { z } from "zod";
import { cartLine } from "./order";

export const tgHeader = z.object({
  "x-telegram-auth": z.string().optional().meta({ description: "Required: the header of GET /api/hash" }),
});

const tgId = z.union([z.number(), z.string()]).optional().meta({ description: "If given, must be the signed-in Telegram user's id" });

export const basketQuery = z.object({ tgId: z.string().optional() });

export const basketBody = z.object({ tgId, products: z.array(cartLine).max(50, "at most 50 lines") }).meta({ id: "BasketRequest" });

export const basket = z.object({ result: z.object({ products: z.array(cartLine) }) }).meta({ id: "Basket" });

export type Basket = z.infer<typeof basket>;
export type BasketBodyInput = z.input<typeof basketBody>;
