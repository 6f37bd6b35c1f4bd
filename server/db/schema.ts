// One schema for the whole storefront domain. Text a customer reads is stored as a `Localized`
// JSON object ({ ru, en, uz }) beside the row it belongs to: the API picks the language asked
// for, and a missing language is a type error in the seed rather than a blank on screen.
import { sql } from "drizzle-orm";
import type { CartLine, OrderAddress } from "../../src/contract/order";
import type { HoursException } from "../../src/domain/opening-hours";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../src/domain/localized";
import type { ModifierGroup as ModifierGroupOf } from "../../src/domain/modifiers";
import type { HalfPricing, Ingredient, ProductVariant } from "../../src/domain/product-builder";
import { DEFAULT_SLA } from "../../src/domain/order-sla";
import { STATUS, type StatusCode } from "../../src/domain/order-status";
import type { StaffRole } from "../../src/domain/staff-roles";
import type { PromoKind } from "../../src/domain/promo-code";
import type { LoyaltyMove } from "../../src/domain/loyalty";
import type { BroadcastAudience, BroadcastButton, BroadcastStatus, BroadcastTexts, RecipientState } from "../../src/domain/broadcast";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const localized = (name: string) => jsonb(name).$type<Localized>();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Cities the chain serves. */
export const regions = pgTable("regions", {
  id: integer("id").primaryKey(),
  name: localized("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

/** Restaurants; `zone` is the delivery polygon's outer ring as [longitude, latitude] pairs. */
export const restaurants = pgTable("restaurants", {
  id: text("id").primaryKey(),
  regionId: integer("region_id")
    .notNull()
    .references(() => regions.id),
  name: localized("name").notNull(),
  address: localized("address").notNull(),
  phone: text("phone").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  zone: jsonb("zone").$type<[number, number][]>(),
  isActive: boolean("is_active").notNull().default(true),
  /** Why an inactive restaurant is closed and until when, shown to customers; null = no note. */
  closedNote: localized("closed_note"),
  /** "HH:MM" in Tashkent time; closesAt <= opensAt means the day ends after midnight. */
  opensAt: text("opens_at").notNull(),
  closesAt: text("closes_at").notNull(),
  deliveryDuration: integer("delivery_duration").notNull(),
  priceOfDelivery: integer("price_of_delivery").notNull(),
  sort: integer("sort").notNull().default(0),
  /** Online methods (payme, click, online) this restaurant does not take now; empty = every configured one. */
  onlinePaymentsOff: text("online_payments_off").array().notNull().default(sql`ARRAY[]::text[]`),
  /** The board's limits (src/domain/order-sla.ts): minutes a new order may wait to be accepted, and to cook. */
  acceptMinutes: integer("accept_minutes").notNull().default(DEFAULT_SLA.acceptMinutes),
  cookingMinutes: integer("cooking_minutes").notNull().default(DEFAULT_SLA.cookingMinutes),
  /** This restaurant's own operators' Telegram chat (it gets this restaurant's orders); null = the chain's chat only. */
  operatorChatId: bigint("operator_chat_id", { mode: "number" }),
  /** Days that differ from opensAt/closesAt (src/domain/slots.ts): a holiday's hours or a closed day. */
  hoursExceptions: jsonb("hours_exceptions").$type<HoursException[]>().notNull().default(sql`'[]'::jsonb`),
  /** Closed for now and reopening by itself at this instant; null = not closed for a while. */
  closedUntil: timestamp("closed_until", { withTimezone: true }),
});

/** Fiscal data of a receipt line (Uzbekistan's online cash-register rules): set on products, modifiers, the delivery fee. */
const fiscalColumns = () => ({
  /** The line's IKPU (MXIK) code, 17 digits; null = not set yet. */
  fiscalIkpu: text("fiscal_ikpu"),
  /** The package (unit) code of that IKPU. */
  fiscalPackageCode: text("fiscal_package_code"),
  /** VAT included in the price, percent (12 today; 0 = without VAT). */
  fiscalVatPercent: integer("fiscal_vat_percent"),
});

export const folders = pgTable("folders", {
  id: integer("id").primaryKey(),
  name: localized("name").notNull(),
  sort: integer("sort").notNull().default(0),
  /** Hidden folders (and their products) stay out of the menu. */
  isVisible: boolean("is_visible").notNull().default(true),
});

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    folderId: integer("folder_id")
      .notNull()
      .references(() => folders.id),
    name: localized("name").notNull(),
    description: localized("description").notNull(),
    /** What the portion is: "30 cm · 560 g", "0.5 l". */
    portion: localized("portion"),
    price: integer("price").notNull(),
    imageUrl: text("image_url").notNull(),
    /** An uploaded photo (rows of `media` with this id); null = the seed's imageUrl. */
    imageId: text("image_id"),
    tags: text("tags").array().notNull().default(sql`ARRAY[]::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    /** Sizes and doughs, each with its price (src/domain/product-builder.ts); empty = sold one way at `price`. */
    variants: jsonb("variants").$type<ProductVariant<Localized>[]>().notNull().default(sql`'[]'::jsonb`),
    /** What it is made of; removable ones may be left out of an order ("without onion"). */
    ingredients: jsonb("ingredients").$type<Ingredient<Localized>[]>().notNull().default(sql`'[]'::jsonb`),
    /** May be one half of a half-and-half pizza (with another product that allows it, in the same variant). */
    halvesAllowed: boolean("halves_allowed").notNull().default(false),
    /** Choices among its modifiers (a combo's drink: one of several); a modifier names its group in `groupId`. */
    modifierGroups: jsonb("modifier_groups").$type<ModifierGroupOf<Localized>[]>().notNull().default(sql`'[]'::jsonb`),
    ...fiscalColumns(),
  },
  (t) => [index("products_folder_idx").on(t.folderId)],
);

export const modifiers = pgTable(
  "modifiers",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: localized("name").notNull(),
    price: integer("price").notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    maxOneDish: integer("max_one_dish").notNull().default(1),
    /** The product's modifier group it is an option of (products.modifier_groups); null = on its own. */
    groupId: text("group_id"),
    imageUrl: text("image_url"),
    sort: integer("sort").notNull().default(0),
    ...fiscalColumns(),
  },
  (t) => [index("modifiers_product_idx").on(t.productId)],
);

/** Modifiers a restaurant cannot serve right now. */
export const stopListModifiers = pgTable(
  "stop_list_modifiers",
  {
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    modifierId: text("modifier_id")
      .notNull()
      .references(() => modifiers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.modifierId] })],
);

/** Products a restaurant cannot serve right now. */
export const stopList = pgTable(
  "stop_list",
  {
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.productId] })],
);

export const customers = pgTable(
  "customers",
  {
    id: text("id").primaryKey(),
    phone: text("phone").unique(),
    tgId: bigint("tg_id", { mode: "number" }).unique(),
    name: text("name"),
    language: text("language"),
    /** Staff's note on the customer (the console's customer list). */
    note: text("note").notNull().default(""),
    /** Set when staff blocked the customer: their new orders are refused. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    blockedReason: text("blocked_reason"),
    /** Telegram answered 403 "bot was blocked by the user": broadcasts skip them until they write again. */
    botBlockedAt: timestamp("bot_blocked_at", { withTimezone: true }),
    /** They said "stop" in the chat: no broadcasts until /start. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Loyalty points (1 point = 1 sum): the sum of their loyalty_moves, kept by migration 0018's triggers. */
    points: integer("points").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("customers_points_not_negative", sql`${t.points} >= 0`),
    // The console's customer list searches any part of a phone or a name (pg_trgm, as the board's; migration 0015).
    index("customers_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    index("customers_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** Browser sessions; only a hash of the cookie value is stored. */
export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** One-time sign-in codes; only a hash of the code is stored. */
export const authCodes = pgTable("auth_codes", {
  phone: text("phone").primaryKey(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Codes sent since windowStart: the hourly cap on sends. */
  sendCount: integer("send_count").notNull().default(1),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Delivery reports of sign-in codes (Telegram Gateway's signed callbacks, Eskiz's), the latest
 * status per provider request; no code and no phone number is kept.
 */
export const codeReports = pgTable("code_reports", {
  /** The provider's id of the send: Telegram's request_id, Eskiz's message id. */
  requestId: text("request_id").primaryKey(),
  /** telegram or sms. */
  channel: text("channel").notNull(),
  /** sent, delivered, read, expired, revoked (Telegram); DELIVERED, REJECTED… (Eskiz). */
  status: text("status").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stored as the bot API's basket line (src/contract/order.ts). */
export type BasketProduct = CartLine;

/** The messenger basket (tg_basket on the wire), one per customer. */
export const baskets = pgTable("baskets", {
  customerId: text("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  products: jsonb("products").$type<BasketProduct[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stored as the order body's address (src/contract/order.ts). */
export type { OrderAddress };

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    restaurantId: text("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    orderTypeId: integer("order_type_id").notNull(),
    channel: text("channel").notNull(),
    address: jsonb("address").$type<OrderAddress>(),
    slot: timestamp("slot", { withTimezone: true }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    paymentType: text("payment_type").notNull(),
    comment: text("comment").notNull().default(""),
    /** Cash: the note the customer pays with, so the courier brings change; null = exact or not cash. */
    changeFrom: integer("change_from"),
    /** Leave at the door, no hand-over. */
    contactless: boolean("contactless").notNull().default(false),
    /** Sets of cutlery wanted; 0 = none. */
    cutlery: integer("cutlery").notNull().default(0),
    language: integer("language").notNull(),
    subtotal: integer("subtotal").notNull(),
    priceOfDelivery: integer("price_of_delivery").notNull(),
    total: integer("total").notNull(),
    statusCode: integer("status_code").$type<StatusCode>().notNull().default(STATUS.received),
    /** Why staff cancelled it, shown to the customer. */
    cancelReason: text("cancel_reason"),
    /** When an online payment succeeded; null = not paid online (cash/card on delivery, or unpaid). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** An online order unpaid by then expires (cancel_reason payment_expired); null for cash/card. */
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    /** The promo code the order used (promo_codes.code, normalised); null = none. */
    promoCode: text("promo_code"),
    /** Sums the code took off the items; total = subtotal − discount − pointsSpent + delivery. */
    discount: integer("discount").notNull().default(0),
    /** Loyalty points that paid part of the items (1 point = 1 sum; its 'spend' move in loyalty_moves); 0 = none. */
    pointsSpent: integer("points_spent").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_status_idx").on(t.statusCode, t.createdAt),
    // The board's search: any part of a phone or a name (pg_trgm, migration 0010).
    index("orders_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    index("orders_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // The payment window's job (every 30 s): only orders still waiting for a payment (an expired one leaves it).
    index("orders_payment_due_idx")
      .on(t.paymentDueAt)
      .where(sql`${t.paidAt} is null and ${t.paymentDueAt} is not null and ${t.statusCode} <> 255`),
  ],
);

export type OrderLineModifier = { id: string; name: Localized; price: number; count: number };
export type OrderLineVariant = { id: string; size: Localized; dough: Localized | null };
export type OrderLineRemoved = { id: string; name: Localized };
export type OrderLineHalf = { productId: string; name: Localized; removed: OrderLineRemoved[] };

/** A snapshot of what was ordered, at the prices the server computed. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    name: localized("name").notNull(),
    basePrice: integer("base_price").notNull(),
    priceWithModifiers: integer("price_with_modifiers").notNull(),
    count: integer("count").notNull(),
    modifiers: jsonb("modifiers").$type<OrderLineModifier[]>().notNull(),
    /** The size and dough ordered; null for a product without variants. */
    variant: jsonb("variant").$type<OrderLineVariant>(),
    /** Ingredients left out. */
    removed: jsonb("removed").$type<OrderLineRemoved[]>().notNull().default(sql`'[]'::jsonb`),
    /** The other half of a half-and-half pizza. */
    half: jsonb("half").$type<OrderLineHalf>(),
    /** The free product of a promo code (price 0). */
    isGift: boolean("is_gift").notNull().default(false),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    statusCode: integer("status_code").$type<StatusCode>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.at)],
);

/** Idempotency keys of order placement: the same key returns the first order. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

/**
 * Promo codes (issue 26; rules in src/domain/promo-code.ts). `uses` counts the orders placed with
 * the code and not cancelled: the order statement adds one under the row's lock, a trigger
 * (migration 0016) gives it back when such an order is cancelled.
 */
export const promoCodes = pgTable("promo_codes", {
  code: text("code").primaryKey(),
  kind: text("kind").$type<PromoKind>().notNull(),
  percent: integer("percent"),
  amount: integer("amount"),
  productId: text("product_id"),
  minOrder: integer("min_order").notNull().default(0),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  restaurantIds: text("restaurant_ids").array().notNull().default(sql`'{}'::text[]`),
  firstOrderOnly: boolean("first_order_only").notNull().default(false),
  totalLimit: integer("total_limit"),
  perCustomerLimit: integer("per_customer_limit"),
  isActive: boolean("is_active").notNull().default(true),
  uses: integer("uses").notNull().default(0),
  createdAt: createdAt(),
});

/** News; `body` is rich text, sanitised before it is stored. */
export const news = pgTable("news", {
  id: serial("id").primaryKey(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  imageUrl: text("image_url").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  isPublished: boolean("is_published").notNull().default(true),
});

/** Promotions ("stocks" on the wire and in the routes); may point at products or a folder of the menu. */
export const promotions = pgTable("promotions", {
  id: serial("id").primaryKey(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  imageUrl: text("image_url").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  productIds: text("product_ids").array().notNull().default(sql`ARRAY[]::text[]`),
  folderId: integer("folder_id").references(() => folders.id),
  isActive: boolean("is_active").notNull().default(true),
});

export const vacancies = pgTable("vacancies", {
  id: serial("id").primaryKey(),
  regionId: integer("region_id")
    .notNull()
    .references(() => regions.id),
  title: localized("title").notNull(),
  description: localized("description").notNull(),
  schedule: localized("schedule").notNull(),
  salary: localized("salary").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    birthDate: date("birth_date").notNull(),
    city: text("city").notNull(),
    cvFileName: text("cv_file_name"),
    cv: bytea("cv"),
    /** new → reviewed | rejected, set by staff. */
    status: text("status").$type<"new" | "reviewed" | "rejected">().notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("applications_phone_idx").on(t.phone, t.createdAt)],
);

/** The chain itself: brand, phone, e-mail and social links shown on the contacts page. */
export const chainInfo = pgTable("chain_info", {
  id: integer("id").primaryKey().default(1),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  about: localized("about").notNull(),
  links: jsonb("links").$type<{ kind: string; url: string }[]>().notNull(),
  /** The delivery fee's fiscal data (a receipt's shipping line). */
  deliveryFiscalIkpu: text("delivery_fiscal_ikpu"),
  deliveryFiscalPackageCode: text("delivery_fiscal_package_code"),
  deliveryFiscalVatPercent: integer("delivery_fiscal_vat_percent"),
  /** How a half-and-half pizza is priced: the dearer half or the halves' average (src/domain/product-builder.ts). */
  halfPricing: text("half_pricing").$type<HalfPricing>().notNull().default("dearer"),
  /** Loyalty (src/domain/loyalty.ts): percent of a completed order's items credited as points; 0 = off. */
  cashbackPercent: integer("cashback_percent").notNull().default(5),
  /** The most of an order's items, in percent, points may pay. */
  pointsMaxPayPercent: integer("points_max_pay_percent").notNull().default(30),
});

/** Fixed-window counters of the rate limits; in the database so every process shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/** Secrets generated on first start and shared by every server process on the same database. */
export const serverSecrets = pgTable(
  "server_secrets",
  {
    name: text("name").notNull(),
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("server_secrets_name_idx").on(t.name)],
);

export type { StaffRole };

/**
 * The chain's people: an admin runs everything, a manager one restaurant; a cook and a courier work
 * at one restaurant, each on one screen. A signed-in customer whose phone or Telegram id is here gets
 * the console.
 */
export const staff = pgTable("staff", {
  id: serial("id").primaryKey(),
  phone: text("phone").unique(),
  tgId: bigint("tg_id", { mode: "number" }).unique(),
  name: text("name").notNull(),
  role: text("role").$type<StaffRole>().notNull(),
  restaurantId: text("restaurant_id").references(() => restaurants.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** Every change staff make: who, when, what (the operator token acts as "operator token"). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.at)],
);

/** Uploaded pictures, one row per variant ("640.avif", "1280.jpg"); shared by every process. */
export const media = pgTable(
  "media",
  {
    id: text("id").notNull(),
    variant: text("variant").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.variant] })],
);

/** Telegram updates already taken by a process (the webhook's dedupe by update_id). */
export const telegramUpdates = pgTable("telegram_updates", {
  updateId: bigint("update_id", { mode: "number" }).primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bot's outbox: one row per message to send (or edit), written by triggers in the same
 * transaction as the change (0006_bot.sql). `target` is "operator" (the operators' chat, known
 * at send time) or "customer" (chatId = the customer's tgId); `kind` is "status" (statusCode set),
 * "paid", "refund", or a re-render of the customer's message: "position" (the courier's distance,
 * server/couriers/positions.ts) or "receipt" (the fiscal receipt's link, server/payments/ledger.ts); "rate" asks the customer to rate a
 * completed order, "rating" tells the restaurant's chat of a low rating (server/bot/ratings.ts). A worker leases due rows (leaseUntil), sends them and stamps sentAt; failedAt = gave up.
 */
export const botOutbox = pgTable(
  "bot_outbox",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    target: text("target").$type<"operator" | "restaurant" | "customer">().notNull(),
    kind: text("kind").$type<"created" | "status" | "paid" | "refund" | "position" | "receipt" | "rate" | "rating">().notNull(),
    chatId: bigint("chat_id", { mode: "number" }),
    statusCode: integer("status_code"),
    createdAt: createdAt(),
    /** Not before this time (a 429's retry_after, a back-off); null = at once. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [index("bot_outbox_pending_idx").on(t.sentAt, t.failedAt, t.id), index("bot_outbox_order_idx").on(t.orderId, t.target, t.id)],
);

/** The message the bot keeps editing for an order in one chat (one per order per target). */
export const botMessages = pgTable(
  "bot_messages",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    target: text("target").$type<"operator" | "restaurant" | "customer">().notNull(),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    messageId: bigint("message_id", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.target] })],
);

export type PaymentProvider = "payme" | "click" | "telegram";
export type PaymentRowState = "created" | "performed" | "cancelled";
export type PaymentRefund = "needed" | "requested" | "refunded";
export type PaymentRefundReason =
  | "order_cancelled"
  | "order_expired"
  | "paid_twice"
  | "amount_mismatch"
  | "currency_mismatch"
  | "not_online";

/** The payments ledger (docs/payments.md): one row per provider transaction or Telegram charge. */
export const payments = pgTable(
  "payments",
  {
    /** Our id: Click's merchant_prepare_id / merchant_confirm_id, Payme's `transaction`. */
    id: serial("id").primaryKey(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    /** Payme's id, Click's click_trans_id, Telegram's telegram_payment_charge_id. */
    providerTxId: text("provider_tx_id").notNull(),
    /** Telegram's provider_payment_charge_id, Click's click_paydoc_id. */
    providerChargeId: text("provider_charge_id"),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** Tiyin (so'm × 100). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("UZS"),
    state: text("state").$type<PaymentRowState>().notNull(),
    /** Payme's `time` of CreateTransaction, ms; null for others. */
    providerTime: bigint("provider_time", { mode: "number" }),
    createdAt: createdAt(),
    performedAt: timestamp("performed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Payme's cancel reasons (1–5, 10); Click: 10. */
    cancelReason: integer("cancel_reason"),
    refund: text("refund").$type<PaymentRefund>(),
    refundReason: text("refund_reason").$type<PaymentRefundReason>(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedBy: text("refunded_by"),
    /** What SetFiscalData / Click's fiscal answer gave. */
    fiscal: jsonb("fiscal").$type<Record<string, unknown>>(),
    receiptUrl: text("receipt_url"),
  },
  (t) => [
    uniqueIndex("payments_provider_tx_idx").on(t.provider, t.providerTxId),
    index("payments_order_idx").on(t.orderId),
    index("payments_refund_idx").on(t.refund),
  ],
);

/**
 * An order's delivery by a courier (src/domain/courier.ts): who took it and when, and the courier's
 * last position while it is on the way (one row, overwritten; cleared once delivered). No row =
 * nobody has taken it; a courier removed from the staff leaves it free to take again.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    courierId: integer("courier_id").references(() => staff.id, { onDelete: "set null" }),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    locatedAt: timestamp("located_at", { withTimezone: true }),
  },
  (t) => [index("deliveries_courier_idx").on(t.courierId)],
);

/** A restaurant's kitchen printer: print the kitchen ticket when an order is accepted, on 58 or 80 mm paper. */
export const kitchenSettings = pgTable("kitchen_settings", {
  restaurantId: text("restaurant_id")
    .primaryKey()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  printOnAccept: boolean("print_on_accept").notNull().default(false),
  paperMm: integer("paper_mm").notNull().default(80),
});

/**
 * A message from the console to many customers (server/bot/broadcasts): its texts, picture, button and
 * audience; `draft` until started, then `sending` (recipients written, the worker sends), `done` when
 * no recipient is pending, or `cancelled` (pending recipients are not sent).
 */
export const broadcasts = pgTable("broadcasts", {
  id: serial("id").primaryKey(),
  texts: jsonb("texts").$type<BroadcastTexts>().notNull(),
  /** An uploaded picture's media id (server/media); null = text only. */
  photo: text("photo"),
  button: jsonb("button").$type<BroadcastButton>(),
  audience: jsonb("audience").$type<BroadcastAudience>().notNull().default({}),
  status: text("status").$type<BroadcastStatus>().notNull().default("draft"),
  authorStaffId: integer("author_staff_id").references(() => staff.id, { onDelete: "set null" }),
  /** Recipients written when it started. */
  recipients: integer("recipients").notNull().default(0),
  createdAt: createdAt(),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/** One customer of a broadcast: sent exactly once (leased like the bot's outbox), opened when they pressed its button. */
export const broadcastRecipients = pgTable(
  "broadcast_recipients",
  {
    broadcastId: integer("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    locale: text("locale").notNull(),
    state: text("state").$type<RecipientState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.customerId] }),
    index("broadcast_recipients_pending_idx").on(t.broadcastId, t.dueAt).where(sql`${t.state} = 'pending'`),
    index("broadcast_recipients_customer_idx").on(t.customerId, t.openedAt),
    // The worker's rate across processes counts the rows claimed in the last second (server/bot/broadcasts/worker.ts).
    index("broadcast_recipients_lease_idx").on(t.leaseUntil),
  ],
);

/** A customer's rating of a completed order, asked by the bot (server/bot/ratings.ts). */
export const orderRatings = pgTable("order_ratings", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  stars: integer("stars").notNull(),
  comment: text("comment"),
  createdAt: createdAt(),
  commentAt: timestamp("comment_at", { withTimezone: true }),
});

/**
 * Loyalty points' ledger (issue 26): one row per order and kind (earn, spend, refund_spend,
 * revoke_earn), written by migration 0018's triggers when an order is completed, cancelled or its
 * money refunded; the unique key makes a retry or a second process a no-op.
 */
export const loyaltyMoves = pgTable(
  "loyalty_moves",
  {
    id: serial("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** The order of an order's move; null for staff's adjustment (move 'adjust'). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    move: text("move").$type<LoyaltyMove>().notNull(),
    /** Signed: earn and refund_spend add, spend and revoke_earn take away, adjust either. */
    points: integer("points").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** An adjustment's staff member (null: the operator token or a deleted member) and their name then ("operator token"). */
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    actor: text("actor"),
    /** An adjustment's reason (≤ 200) and the Idempotency-Key that made it, so a retry adds once (migration 0021). */
    reason: text("reason"),
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    uniqueIndex("loyalty_moves_order_move_idx").on(t.orderId, t.move),
    index("loyalty_moves_customer_idx").on(t.customerId, t.id),
    uniqueIndex("loyalty_moves_idempotency_key_idx").on(t.idempotencyKey),
    check(
      "loyalty_moves_adjust_shape",
      sql`(${t.move} = 'adjust') = (${t.orderId} is null) and (${t.move} <> 'adjust' or (${t.reason} is not null and ${t.actor} is not null and ${t.idempotencyKey} is not null))`,
    ),
  ],
);
