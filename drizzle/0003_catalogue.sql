CREATE TABLE "catalogue_entries" (
	"row_id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "catalogue_entries_kind_check" CHECK ("catalogue_entries"."kind" in ('product', 'video', 'listing', 'person')),
	CONSTRAINT "catalogue_entries_id_check" CHECK ("catalogue_entries"."id" > 0)
);
--> statement-breakpoint
CREATE TABLE "page_refreshes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tags" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_entries_kind_id_idx" ON "catalogue_entries" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "catalogue_entries_shown_idx" ON "catalogue_entries" USING btree ("kind","archived","position");