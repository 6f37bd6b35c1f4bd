ALTER TABLE "loyalty_moves" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD CONSTRAINT "loyalty_moves_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_moves_idempotency_key_idx" ON "loyalty_moves" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "loyalty_moves" ADD CONSTRAINT "loyalty_moves_adjust_shape" CHECK (("loyalty_moves"."move" = 'adjust') = ("loyalty_moves"."order_id" is null) and ("loyalty_moves"."move" <> 'adjust' or ("loyalty_moves"."reason" is not null and "loyalty_moves"."actor" is not null and "loyalty_moves"."idempotency_key" is not null)));--> statement-breakpoint
-- Staff's adjustment of a customer's points (POST /api/operator/customers/{id}/points): a move
-- 'adjust' with no order, a reason, who and the request's Idempotency-Key (unique, so a retried or
-- concurrent request goes in once: the second waits on the key, then finds the first). As with the
-- orders' moves, the balance moves here, in the database, only when the row went in, so
-- customers.points stays the sum of the moves; customers' CHECK (points >= 0) refuses a take below
-- zero and the whole statement with it (nothing is written).
CREATE OR REPLACE FUNCTION loyalty_adjust() RETURNS trigger AS $$
DECLARE
  bal integer;
BEGIN
  UPDATE customers SET points = points + NEW.points WHERE id = NEW.customer_id RETURNING points INTO bal;
  UPDATE loyalty_moves SET balance_after = bal WHERE id = NEW.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER loyalty_moves_adjust AFTER INSERT ON loyalty_moves
  FOR EACH ROW WHEN (NEW.move = 'adjust')
  EXECUTE FUNCTION loyalty_adjust();
