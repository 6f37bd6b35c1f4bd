CREATE TABLE "broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "broadcast_recipients_broadcast_id_customer_id_pk" PRIMARY KEY("broadcast_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"photo" text,
	"button" jsonb,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_staff_id" integer,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bot_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_author_staff_id_staff_id_fk" FOREIGN KEY ("author_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_pending_idx" ON "broadcast_recipients" USING btree ("broadcast_id","due_at") WHERE "broadcast_recipients"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "broadcast_recipients_customer_idx" ON "broadcast_recipients" USING btree ("customer_id","opened_at");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_lease_idx" ON "broadcast_recipients" USING btree ("lease_until");--> statement-breakpoint
-- Ratings (issue 26): a completed order of a Telegram customer asks for a rating through the outbox
-- (kind 'rate', after the order's own 'completed' row: this trigger's name sorts after
-- bot_outbox_order_status, and one order's customer rows go in order). Not for a customer who
-- blocked the bot.
CREATE OR REPLACE FUNCTION bot_outbox_rating_ask() RETURNS trigger AS $$
DECLARE
  tg bigint;
BEGIN
  SELECT c.tg_id INTO tg FROM orders o JOIN customers c ON c.id = o.customer_id
    WHERE o.id = NEW.order_id AND c.bot_blocked_at IS NULL;
  IF tg IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id) VALUES (NEW.order_id, 'customer', 'rate', tg);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bot_outbox_rating_ask AFTER INSERT ON order_status_history
  FOR EACH ROW WHEN (NEW.status_code = 201) EXECUTE FUNCTION bot_outbox_rating_ask();
