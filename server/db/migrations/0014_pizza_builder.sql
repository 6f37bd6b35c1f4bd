-- Issue 25: the pizza builder (products: variants, ingredients, halves, modifier groups; order lines:
-- variant, removed, half; chain_info.half_pricing), delivery details on orders (change from, contactless,
-- cutlery), and issue 26's customer note and block.
ALTER TABLE "chain_info" ADD COLUMN "half_pricing" text DEFAULT 'dearer' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "removed" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "half" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_from" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contactless" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cutlery" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "halves_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "modifier_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;