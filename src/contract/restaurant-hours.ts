// A restaurant's hours beyond its daily opensAt/closesAt, and its own operators' chat: the wire
// shapes shared by the storefront (the menu, the restaurant lists) and the console's restaurant
// editor. The rules themselves are in src/domain/opening-hours.ts.
import { z } from "zod";
import { exceptionsProblem, MAX_HOURS_EXCEPTIONS } from "../domain/opening-hours";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockOrNull = z.string({ error: "must be a time HH:MM or null" }).regex(HH_MM, "must be a time HH:MM (00:00…23:59)").nullable();

export const hoursException = z
  .object({
    date: z.string({ error: "must be a day YYYY-MM-DD" }).meta({ example: "2026-12-31", description: "The Tashkent calendar day" }),
    opensAt: clockOrNull.meta({ example: "12:00", description: "That day's opening; null with closesAt null = closed all day" }),
    closesAt: clockOrNull.meta({ example: "18:00", description: "That day's closing; at or before opensAt = after midnight" }),
  })
  .meta({ id: "HoursException" });

/** The list as a console body field: checked as a whole (real days, each once, both times or neither). */
export const hoursExceptionsField = z
  .array(hoursException, { error: "must be a list of {date, opensAt, closesAt}" })
  .max(MAX_HOURS_EXCEPTIONS, `must have at most ${MAX_HOURS_EXCEPTIONS} days`)
  .superRefine((list, ctx) => {
    const problem = exceptionsProblem(list);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Closed for a while: the ISO instant it reopens by itself (null = not closed so). */
export const closedUntilField = z.iso
  .datetime({ offset: true, error: "must be a date and time (ISO 8601) or null" })
  .nullable()
  .meta({ example: "2026-11-21T15:00:00+05:00", description: "Closed until then, open again by itself; null = not closed for a while" });

/**
 * A Telegram chat id: a user or group is a positive or negative whole number, a supergroup or
 * channel -100…; at most 15 digits (Telegram's ids fit 52 bits). Null = the chain's chat only.
 */
export const operatorChatIdField = z
  .number({ error: "must be a Telegram chat id (a whole number such as -1001234567890)" })
  .int("must be a Telegram chat id (a whole number such as -1001234567890)")
  .refine((n) => n !== 0 && Math.abs(n) < 1e15, "must be a Telegram chat id (a whole number such as -1001234567890)")
  .nullable()
  .meta({ example: -1001234567890, description: "This restaurant's operators' Telegram chat; null = the chain's chat only" });

/** What the storefront's menu and restaurant lists add (optional: an external main API may not send them). */
export const storefrontHours = {
  hoursExceptions: z
    .array(hoursException)
    .optional()
    .meta({ description: "Days with other hours or closed (Tashkent days); absent or empty = the regular hours every day" }),
  closedUntil: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "Closed until this instant (ISO), open again by itself; null or absent = not closed for a while" }),
};

export type HoursExceptionWire = z.infer<typeof hoursException>;
