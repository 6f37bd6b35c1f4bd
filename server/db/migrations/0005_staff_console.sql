CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_id_variant_pk" PRIMARY KEY("id","variant")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"tg_id" bigint,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"restaurant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_phone_unique" UNIQUE("phone"),
	CONSTRAINT "staff_tg_id_unique" UNIQUE("tg_id")
);
--> statement-breakpoint
CREATE TABLE "stop_list_modifiers" (
	"restaurant_id" text NOT NULL,
	"modifier_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stop_list_modifiers_restaurant_id_modifier_id_pk" PRIMARY KEY("restaurant_id","modifier_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_list_modifiers" ADD CONSTRAINT "stop_list_modifiers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_list_modifiers" ADD CONSTRAINT "stop_list_modifiers_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status_code","created_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate checks): a manager belongs to a restaurant, every
-- staff member can sign in somehow, roles and application statuses are from their lists.
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("role" IN ('admin', 'manager'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_manager_restaurant_check" CHECK ("role" = 'admin' OR "restaurant_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_identity_check" CHECK ("phone" IS NOT NULL OR "tg_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" IN ('new', 'reviewed', 'rejected'));
