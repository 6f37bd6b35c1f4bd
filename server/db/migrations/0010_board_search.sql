-- The orders board for a real evening (issue 24): each restaurant's board limits (minutes to accept,
-- minutes to cook: src/domain/order-sla.ts), indexes for the board's rows (their lines and latest
-- status by order), and trigram indexes for the board's search by any part of a phone or a name
-- (pg_trgm: bundled with PGlite and loaded by server/db/client.ts; a trusted contrib extension on
-- PostgreSQL, which the database's owner may create).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "accept_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cooking_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);