CREATE TABLE "csp_report_alarm" (
	"id" text PRIMARY KEY NOT NULL,
	"recent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"burst_started_at" timestamp with time zone,
	"burst_hot_at" timestamp with time zone,
	"burst_mailed" boolean DEFAULT false NOT NULL,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "csp_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_path" text NOT NULL,
	"directive" text NOT NULL,
	"blocked" text NOT NULL,
	"count" bigint NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "csp_reports_count_check" CHECK ("csp_reports"."count" > 0),
	CONSTRAINT "csp_reports_length_check" CHECK (char_length("csp_reports"."page_path") <= 200 and char_length("csp_reports"."directive") <= 40 and char_length("csp_reports"."blocked") <= 300)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "csp_reports_key_idx" ON "csp_reports" USING btree ("page_path","directive","blocked");--> statement-breakpoint
CREATE INDEX "csp_reports_last_seen_idx" ON "csp_reports" USING btree ("last_seen");