-- The kitchen and the road (issue 24): two new staff roles, cook and courier (each of one
-- restaurant, as a manager); an order's delivery by a courier with the courier's last position;
-- each restaurant's kitchen printing setting.
CREATE TABLE "deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"courier_id" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"located_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kitchen_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"print_on_accept" boolean DEFAULT false NOT NULL,
	"paper_mm" integer DEFAULT 80 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_courier_id_staff_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_courier_idx" ON "deliveries" USING btree ("courier_id");
--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate checks or triggers): the roles' list, the paper
-- widths, and a position that is never kept once an order has left "on the way", whichever route
-- moved it (the courier's screen clears it too; the board, the bot or SQL by hand are caught here).
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("role" IN ('admin', 'manager', 'cook', 'courier'));--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_paper_check" CHECK ("paper_mm" IN (58, 80));--> statement-breakpoint
CREATE OR REPLACE FUNCTION forget_courier_position() RETURNS trigger AS $$
BEGIN
  UPDATE deliveries SET latitude = NULL, longitude = NULL, located_at = NULL WHERE order_id = NEW.id AND located_at IS NOT NULL;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_forget_courier_position AFTER UPDATE OF status_code ON orders
  FOR EACH ROW WHEN (OLD.status_code = 4 AND NEW.status_code <> 4) EXECUTE FUNCTION forget_courier_position();
