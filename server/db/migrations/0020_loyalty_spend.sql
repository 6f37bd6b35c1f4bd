ALTER TABLE "orders" ADD COLUMN "points_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Paying with points (issue 26): the order statement (server/orders/order-statements.ts) writes the
-- order's 'spend' move and takes the points off customers.points in the order's own statement; the
-- CHECK (points >= 0) of migration 0018 refuses a balance spent twice at once. Cancelling the order
-- gives them back once: the 'refund_spend' move goes in ON CONFLICT (order_id, move) DO NOTHING and
-- the balance moves up only if it went in, so a retried or concurrent cancel cannot give twice.
CREATE OR REPLACE FUNCTION loyalty_refund_spend(oid integer) RETURNS void AS $$
DECLARE
  spent record;
  mid integer;
  bal integer;
BEGIN
  SELECT customer_id, -points AS points INTO spent FROM loyalty_moves WHERE order_id = oid AND move = 'spend';
  IF NOT FOUND OR spent.points <= 0 THEN
    RETURN;
  END IF;
  INSERT INTO loyalty_moves (customer_id, order_id, move, points, balance_after)
    VALUES (spent.customer_id, oid, 'refund_spend', spent.points, 0)
    ON CONFLICT (order_id, move) DO NOTHING RETURNING id INTO mid;
  IF mid IS NULL THEN
    RETURN;
  END IF;
  UPDATE customers SET points = points + spent.points WHERE id = spent.customer_id RETURNING points INTO bal;
  UPDATE loyalty_moves SET balance_after = bal WHERE id = mid;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loyalty_on_cancel() RETURNS trigger AS $$
BEGIN
  PERFORM loyalty_refund_spend(NEW.id);
  PERFORM loyalty_revoke_earn(NEW.id);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
