CREATE TABLE "dispute_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dispute_id" text NOT NULL,
	"reference" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"due_at" timestamp with time zone,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paystack_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"last_event" text NOT NULL,
	"amount" integer,
	"due_at" timestamp with time zone,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_paystack_id_unique" UNIQUE("paystack_id")
);
--> statement-breakpoint
CREATE TABLE "reconcile_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"differences" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"request_key" text NOT NULL,
	"paystack_id" text,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "refunds_paystack_id_unique" UNIQUE("paystack_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('asking', 'pending', 'processing', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reference_orders_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."orders"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reference_orders_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."orders"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_events_key_idx" ON "dispute_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "dispute_events_reference_idx" ON "dispute_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "disputes_reference_idx" ON "disputes" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "refunds_reference_idx" ON "refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_reconcile_due_idx" ON "orders" USING btree ("next_reconcile_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount_check" CHECK ("orders"."refunded_amount" between 0 and "orders"."amount");--> statement-breakpoint
-- Orders already waiting when this arrives are first reconciled 10 minutes after they were placed, like new ones.
UPDATE "orders" SET "next_reconcile_at" = "created_at" + interval '10 minutes' WHERE "status" = 'pending';