CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"caption_ko" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gallery_photos_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photos_published_position" ON "gallery_photos" USING btree ("published","position");