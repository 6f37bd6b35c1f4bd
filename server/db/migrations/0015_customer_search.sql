-- The console's customer list (issue 26): search by any part of a customer's phone or name, as the
-- board's search of orders (pg_trgm, created by 0010).
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);