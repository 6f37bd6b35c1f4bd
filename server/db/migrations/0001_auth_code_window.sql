ALTER TABLE "auth_codes" ADD COLUMN "send_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "window_start" timestamp with time zone DEFAULT now() NOT NULL;