CREATE TABLE "code_reports" (
	"request_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
