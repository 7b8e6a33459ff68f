CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"on_hand" integer,
	"low_threshold" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_on_hand_check" CHECK ("product_stock"."on_hand" is null or "product_stock"."on_hand" >= 0),
	CONSTRAINT "product_stock_low_threshold_check" CHECK ("product_stock"."low_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_quantity_check" CHECK ("stock_holds"."quantity" > 0),
	CONSTRAINT "stock_holds_state_check" CHECK ("stock_holds"."state" in ('held', 'sold', 'released', 'returned', 'oversold'))
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"on_hand_after" integer,
	"available_after" integer,
	CONSTRAINT "stock_ledger_reason_check" CHECK ("stock_ledger"."reason" in ('sale', 'hold', 'release', 'restock', 'correction', 'cancel', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_reference_orders_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."orders"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reference_orders_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."orders"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_holds_reference_product_idx" ON "stock_holds" USING btree ("reference","product_id");--> statement-breakpoint
CREATE INDEX "stock_holds_live_idx" ON "stock_holds" USING btree ("product_id","expires_at") WHERE "stock_holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_order_move_idx" ON "stock_ledger" USING btree ("reference","product_id","reason") WHERE "stock_ledger"."reference" is not null and "stock_ledger"."reason" in ('hold', 'sale', 'release');--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ledger_order_return_idx" ON "stock_ledger" USING btree ("reference","product_id") WHERE "stock_ledger"."reference" is not null and "stock_ledger"."reason" in ('cancel', 'refund');