CREATE TABLE "photo_variants" (
	"file" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_copy_unique" UNIQUE("hash","width","format"),
	CONSTRAINT "photo_variants_format_check" CHECK ("photo_variants"."format" in ('avif', 'webp', 'jpeg', 'png'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fallback" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_fallback_check" CHECK ("photos"."fallback" in ('jpeg', 'png')),
	CONSTRAINT "photos_size_check" CHECK ("photos"."width" > 0 and "photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_hash_photos_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."photos"("hash") ON DELETE no action ON UPDATE no action;