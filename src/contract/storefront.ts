// The storefront server's own endpoints besides sign-in: runtime configuration, build id,
// health, and the name of a point on the map.
import { z } from "zod";
import { PAYMENT_TYPES } from "../domain/payment";
import * as f from "./fields";

const baseUrl = (api: string) => z.string().meta({ description: `${api} base URL; "" = this server` });

export const runtimeConfig = z
  .object({
    apiBaseUrl: baseUrl("Main API"),
    apiTgUrl: baseUrl("Messenger-bot API"),
    apiHrUrl: baseUrl("HR API"),
    mapTileUrl: z.string(),
    mapAttribution: z.string(),
    sentryDsn: z.string(),
    botName: z.string(),
    onlinePayment: z.boolean().meta({ description: "Online payment inside Telegram is offered (a payment provider is configured)" }),
    navigationAllowList: z.array(z.string()).meta({ description: "Hosts (with subdomains) that links may lead to outside the store" }),
  })
  .meta({ id: "RuntimeConfig", description: "The browser's configuration, also written into index.html as #runtime-config" });

export const buildInfo = z.object({ buildId: z.string().nullable().meta({ description: "The build being served; null when unknown" }) });

export const health = z
  .object({
    status: z.enum(["ok", "error"]),
    error: z.string().optional(),
    code: z.string().optional(),
    database: z.object({
      kind: z.string(),
      status: z.enum(["ok", "error"]),
      latencyMs: z.number().optional(),
      message: z.string().optional(),
    }),
  })
  .meta({ id: "Health" });

export const addressQuery = z.object({ Language: f.language, latitude: f.requiredLatitude, longitude: f.requiredLongitude });

export const addressName = z
  .object({
    address: z.string().meta({ description: "One line, most specific part first" }),
    street: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string().nullable(),
    house: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "The house number at the point, when known (then also in `address`); absent when not" }),
  })
  .meta({ id: "AddressName" });

export type RuntimeConfig = z.infer<typeof runtimeConfig>;
export type AddressQuery = z.output<typeof addressQuery>;
export type AddressName = z.infer<typeof addressName>;
export type BuildInfo = z.infer<typeof buildInfo>;

export const paymentMethodsQuery = z.object({
  restaurantId: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(64)
    .refine(f.isPlainLine, f.NO_CONTROLS)
    .meta({ description: "The restaurant the order goes to", example: "mirabad" }),
});

export const paymentMethods = z
  .object({
    methods: z.array(z.enum(PAYMENT_TYPES)).meta({
      description:
        "In this order: cash and card always; payme and click when configured and the restaurant takes them; online (Telegram Payments, for the mini-app only) when a provider token is set and the restaurant takes it",
      example: ["cash", "card", "payme", "click"],
    }),
  })
  .meta({ id: "PaymentMethods" });
