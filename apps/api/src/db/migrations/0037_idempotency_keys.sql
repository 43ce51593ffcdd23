CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key_hash" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"sealed" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_key_hash_owner_pk" PRIMARY KEY("key_hash","owner")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");