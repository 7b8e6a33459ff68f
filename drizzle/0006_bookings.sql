CREATE TABLE "booking_people" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"days_off" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "booking_settings_one_row_check" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_notice_check" CHECK ("booking_settings"."min_notice_minutes" >= 0),
	CONSTRAINT "booking_settings_horizon_check" CHECK ("booking_settings"."horizon_days" between 1 and 366)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"page_key" text NOT NULL,
	"consultation_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_amount" integer,
	"paid_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'expired', 'booked', 'double-booked', 'cancelled', 'attended', 'no-show'))
);
--> statement-breakpoint
CREATE TABLE "consultation_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL,
	"person_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"currency" text DEFAULT 'GHS' NOT NULL,
	"place" text NOT NULL,
	"position" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "consultations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "consultations_duration_check" CHECK ("consultations"."duration_minutes" between 15 and 480),
	CONSTRAINT "consultations_deposit_check" CHECK ("consultations"."deposit" >= 0 and "consultations"."deposit" <= "consultations"."price"),
	CONSTRAINT "consultations_place_check" CHECK ("consultations"."place" in ('centre', 'phone', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_people" ADD CONSTRAINT "consultation_people_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_person_time_idx" ON "bookings" USING btree ("person_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_people_idx" ON "consultation_people" USING btree ("consultation_id","person_id");