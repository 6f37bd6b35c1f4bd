CREATE TABLE "loyalty_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"move" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_info" ADD COLUMN "cashback_percent" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_info" ADD COLUMN "points_max_pay_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD CONSTRAINT "loyalty_moves_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD CONSTRAINT "loyalty_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_moves_order_move_idx" ON "loyalty_moves" USING btree ("order_id","move");--> statement-breakpoint
CREATE INDEX "loyalty_moves_customer_idx" ON "loyalty_moves" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_points_not_negative" CHECK ("customers"."points" >= 0);--> statement-breakpoint
-- Loyalty (issue 26): the points' ledger is kept here, in the database, so that no path that
-- completes, cancels or refunds an order (the board, the courier, the bot, the payment ledger,
-- expiry) can miss it. Each movement is inserted ON CONFLICT (order_id, move) DO NOTHING and the
-- balance moves only if the row went in: a retried or concurrent transaction (the second waits on
-- the unique key, then does nothing) cannot count it twice. The earning follows
-- src/domain/loyalty.ts pointsEarned: floor((subtotal − discount − points spent) × cashback% / 100).
CREATE OR REPLACE FUNCTION loyalty_earn() RETURNS trigger AS $$
DECLARE
  pct integer;
  spent integer;
  pts integer;
  mid integer;
  bal integer;
BEGIN
  SELECT cashback_percent INTO pct FROM chain_info WHERE id = 1;
  SELECT coalesce(sum(-points), 0) INTO spent FROM loyalty_moves WHERE order_id = NEW.id AND move = 'spend';
  pts := floor(greatest(NEW.subtotal - NEW.discount - spent, 0)::numeric * greatest(coalesce(pct, 0), 0) / 100);
  IF pts <= 0 THEN
    RETURN NEW;
  END IF;
  INSERT INTO loyalty_moves (customer_id, order_id, move, points, balance_after)
    VALUES (NEW.customer_id, NEW.id, 'earn', pts, 0)
    ON CONFLICT (order_id, move) DO NOTHING RETURNING id INTO mid;
  IF mid IS NULL THEN
    RETURN NEW;
  END IF;
  UPDATE customers SET points = points + pts WHERE id = NEW.customer_id RETURNING points INTO bal;
  UPDATE loyalty_moves SET balance_after = bal WHERE id = mid;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_loyalty_earn AFTER UPDATE OF status_code ON orders
  FOR EACH ROW WHEN (NEW.status_code = 201 AND OLD.status_code <> 201)
  EXECUTE FUNCTION loyalty_earn();
--> statement-breakpoint
-- Taking back what an order earned (it was cancelled after completion, or its money refunded):
-- at most what the balance holds (points already spent elsewhere cannot be taken), so the balance
-- never goes below zero and the history still sums to it.
CREATE OR REPLACE FUNCTION loyalty_revoke_earn(oid integer) RETURNS void AS $$
DECLARE
  earned record;
  mid integer;
  bal integer;
  taken integer;
BEGIN
  SELECT customer_id, points INTO earned FROM loyalty_moves WHERE order_id = oid AND move = 'earn';
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO loyalty_moves (customer_id, order_id, move, points, balance_after)
    VALUES (earned.customer_id, oid, 'revoke_earn', 0, 0)
    ON CONFLICT (order_id, move) DO NOTHING RETURNING id INTO mid;
  IF mid IS NULL THEN
    RETURN;
  END IF;
  SELECT points INTO bal FROM customers WHERE id = earned.customer_id FOR UPDATE;
  taken := least(bal, earned.points);
  UPDATE customers SET points = bal - taken WHERE id = earned.customer_id;
  UPDATE loyalty_moves SET points = -taken, balance_after = bal - taken WHERE id = mid;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loyalty_on_cancel() RETURNS trigger AS $$
BEGIN
  PERFORM loyalty_revoke_earn(NEW.id);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_loyalty_cancel AFTER UPDATE OF status_code ON orders
  FOR EACH ROW WHEN (NEW.status_code = 255 AND OLD.status_code <> 255)
  EXECUTE FUNCTION loyalty_on_cancel();
--> statement-breakpoint
-- The order's own money refunded (not a second payment or a wrong amount returned: those were
-- never the order's price) takes back what it earned.
CREATE OR REPLACE FUNCTION loyalty_on_refund() RETURNS trigger AS $$
BEGIN
  PERFORM loyalty_revoke_earn(NEW.order_id);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_loyalty_refund AFTER UPDATE OF refund ON payments
  FOR EACH ROW WHEN (NEW.refund = 'refunded' AND OLD.refund IS DISTINCT FROM 'refunded'
    AND (NEW.refund_reason IS NULL OR NEW.refund_reason IN ('order_cancelled', 'order_expired')))
  EXECUTE FUNCTION loyalty_on_refund();
