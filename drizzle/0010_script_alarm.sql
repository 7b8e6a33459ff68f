CREATE TABLE "script_alarm_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"change_key" text NOT NULL,
	"deployment_id" text NOT NULL,
	"page_path" text NOT NULL,
	"change" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "script_alarm_changes_length_check" CHECK (char_length("script_alarm_changes"."change_key") <= 100 and char_length("script_alarm_changes"."page_path") <= 300 and char_length("script_alarm_changes"."change") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "script_alarm_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "script_alarm_changes_key_idx" ON "script_alarm_changes" USING btree ("change_key");