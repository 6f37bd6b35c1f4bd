// The body of every refusal (4xx/5xx): a message for people, a code for programs, and for
// validation errors the message of each bad field (by its dotted path: "products.0.count").
import { z } from "zod";

export const errorBody = z
  .object({
    error: z.string().meta({ description: "What went wrong, in English, for people" }),
    code: z.string().meta({ description: "Stable machine-readable reason, e.g. invalid_parameters", example: "invalid_parameters" }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: "Per bad field (dotted path): what is wrong with it" }),
    reason: z
      .string()
      .optional()
      .meta({ description: "A finer reason for some codes (promo_invalid: unknown, notStarted, expired, usedUp…)" }),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBody>;

/** The code of a validation failure; its message names the fields: "Invalid parameter(s): a, b". */
export const INVALID_PARAMETERS = "invalid_parameters";
