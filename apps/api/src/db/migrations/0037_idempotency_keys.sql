CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key_hash" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"sealed" text,
	"committed" boolean DEFAULT false NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_hash_pk" PRIMARY KEY("owner","key_hash")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");