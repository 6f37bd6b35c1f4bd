-- Promo codes (issue 26): the codes, the code and discount an order used, and its free product's
-- line. promo_codes.uses counts the orders placed with the code and not cancelled: the order
-- statement adds one under the row's lock (server/orders/order-statements.ts), and the trigger below
-- gives it back when such an order is cancelled, whoever cancels it (console, bot, payment expiry).
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount" integer,
	"product_id" text,
	"min_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"restaurant_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"total_limit" integer,
	"per_customer_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION promo_code_use_back() RETURNS trigger AS $$
BEGIN
  UPDATE promo_codes SET uses = greatest(uses - 1, 0) WHERE code = NEW.promo_code;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_promo_use_back AFTER UPDATE OF status_code ON orders
  FOR EACH ROW WHEN (NEW.status_code = 255 AND OLD.status_code <> 255 AND NEW.promo_code IS NOT NULL)
  EXECUTE FUNCTION promo_code_use_back();
