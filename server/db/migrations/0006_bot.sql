CREATE TABLE "bot_messages" (
	"order_id" integer NOT NULL,
	"target" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_messages_order_id_target_pk" PRIMARY KEY("order_id","target")
);
--> statement-breakpoint
CREATE TABLE "bot_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"chat_id" bigint,
	"status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"update_id" bigint PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_messages" ADD CONSTRAINT "bot_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_outbox" ADD CONSTRAINT "bot_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_outbox_pending_idx" ON "bot_outbox" USING btree ("sent_at","failed_at","id");--> statement-breakpoint
CREATE INDEX "bot_outbox_order_idx" ON "bot_outbox" USING btree ("order_id","target","id");--> statement-breakpoint
-- The bot's outbox is written by triggers, in the same transaction as the change, so every path
-- that places or moves an order (storefront, console, CLI, the bot's own buttons, SQL by hand)
-- reaches the chats. Each new row is announced on "bot_outbox" to wake the senders.
CREATE OR REPLACE FUNCTION bot_outbox_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('bot_outbox', NEW.id::text);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bot_outbox_wake AFTER INSERT ON bot_outbox
  FOR EACH ROW EXECUTE FUNCTION bot_outbox_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_order_created() RETURNS trigger AS $$
BEGIN
  INSERT INTO bot_outbox (order_id, target, kind) VALUES (NEW.id, 'operator', 'created');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bot_outbox_order_created AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION bot_outbox_order_created();
--> statement-breakpoint
-- A status change: the customer's chat (when the order's customer came from Telegram) and the
-- operators' message (not for "received": the order's own row above covers it).
CREATE OR REPLACE FUNCTION bot_outbox_order_status() RETURNS trigger AS $$
DECLARE
  tg bigint;
BEGIN
  SELECT c.tg_id INTO tg FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = NEW.order_id;
  IF tg IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id, status_code) VALUES (NEW.order_id, 'customer', 'status', tg, NEW.status_code);
  END IF;
  IF NEW.status_code <> 0 THEN
    INSERT INTO bot_outbox (order_id, target, kind, status_code) VALUES (NEW.order_id, 'operator', 'status', NEW.status_code);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bot_outbox_order_status AFTER INSERT ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION bot_outbox_order_status();
--> statement-breakpoint
-- An online payment went through: both chats hear of it.
CREATE OR REPLACE FUNCTION bot_outbox_order_paid() RETURNS trigger AS $$
DECLARE
  tg bigint;
BEGIN
  SELECT c.tg_id INTO tg FROM customers c WHERE c.id = NEW.customer_id;
  IF tg IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id) VALUES (NEW.id, 'customer', 'paid', tg);
  END IF;
  INSERT INTO bot_outbox (order_id, target, kind) VALUES (NEW.id, 'operator', 'paid');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bot_outbox_order_paid AFTER UPDATE OF paid_at ON orders
  FOR EACH ROW WHEN (OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL) EXECUTE FUNCTION bot_outbox_order_paid();
