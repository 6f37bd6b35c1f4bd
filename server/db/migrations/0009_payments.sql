CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_tx_id" text NOT NULL,
	"provider_charge_id" text,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'UZS' NOT NULL,
	"state" text NOT NULL,
	"provider_time" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" integer,
	"refund" text,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"fiscal" jsonb,
	"receipt_url" text
);
--> statement-breakpoint
ALTER TABLE "chain_info" ADD COLUMN "delivery_fiscal_ikpu" text;--> statement-breakpoint
ALTER TABLE "chain_info" ADD COLUMN "delivery_fiscal_package_code" text;--> statement-breakpoint
ALTER TABLE "chain_info" ADD COLUMN "delivery_fiscal_vat_percent" integer;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "fiscal_ikpu" text;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "fiscal_package_code" text;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "fiscal_vat_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_ikpu" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_package_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_vat_percent" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "online_payments_off" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_tx_idx" ON "payments" USING btree ("provider","provider_tx_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("refund");--> statement-breakpoint
-- An online order (payme, click, online) waits for its payment before anyone hears of it: while
-- unpaid, no row reaches either chat — neither "created", nor its status changes, nor the
-- cancellation when its payment window runs out (cancel_reason payment_expired). Once paid, the
-- "paid" trigger of 0006_bot.sql tells both chats (the operators' message then shows the whole
-- order); a paid order's later changes are told as before.
CREATE OR REPLACE FUNCTION order_awaits_payment(payment_type text, paid_at timestamptz) RETURNS boolean AS $$
  SELECT payment_type IN ('payme', 'click', 'online') AND paid_at IS NULL
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_order_created() RETURNS trigger AS $$
BEGIN
  IF NOT order_awaits_payment(NEW.payment_type, NEW.paid_at) THEN
    INSERT INTO bot_outbox (order_id, target, kind) VALUES (NEW.id, 'operator', 'created');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_order_status() RETURNS trigger AS $$
DECLARE
  tg bigint;
  unpaid boolean;
BEGIN
  SELECT c.tg_id, order_awaits_payment(o.payment_type, o.paid_at) INTO tg, unpaid
    FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = NEW.order_id;
  IF unpaid THEN
    RETURN NEW;
  END IF;
  IF tg IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id, status_code) VALUES (NEW.order_id, 'customer', 'status', tg, NEW.status_code);
  END IF;
  IF NEW.status_code <> 0 THEN
    INSERT INTO bot_outbox (order_id, target, kind, status_code) VALUES (NEW.order_id, 'operator', 'status', NEW.status_code);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
