CREATE TABLE "inbox_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"delete_key_hash" text,
	"keep_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"done_by" text,
	CONSTRAINT "inbox_items_kind_check" CHECK ("inbox_items"."kind" in ('care', 'message', 'application')),
	CONSTRAINT "inbox_items_state_check" CHECK ("inbox_items"."state" in ('new', 'done')),
	CONSTRAINT "inbox_items_contact_check" CHECK ("inbox_items"."email" is not null or "inbox_items"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_items_kind_time_idx" ON "inbox_items" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "inbox_items_keep_until_idx" ON "inbox_items" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "inbox_notes_item_idx" ON "inbox_notes" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('owner', 'staff', 'care'));