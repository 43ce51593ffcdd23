CREATE TABLE "reference_counters" (
	"prefix" text NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "reference_counters_prefix_day_pk" PRIMARY KEY("prefix","day")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reference" text;--> statement-breakpoint
-- Bookings made before references existed get theirs in the order they were made, per amenity and Seoul day.
WITH numbered AS (
	SELECT id,
		CASE amenity WHEN 'conference' THEN 'CR' WHEN 'lounge' THEN 'EL' ELSE upper(left(amenity, 2)) END AS prefix,
		(created_at AT TIME ZONE 'Asia/Seoul')::date AS day,
		row_number() OVER (PARTITION BY amenity, (created_at AT TIME ZONE 'Asia/Seoul')::date ORDER BY id) AS n
	FROM "reservations"
)
UPDATE "reservations" r SET "reference" = numbered.prefix || '-' || to_char(numbered.day, 'YYYYMMDD') || '-' || lpad(numbered.n::text, 4, '0')
FROM numbered WHERE numbered.id = r.id;--> statement-breakpoint
INSERT INTO "reference_counters" ("prefix", "day", "last")
SELECT split_part("reference", '-', 1), to_date(split_part("reference", '-', 2), 'YYYYMMDD'), max(split_part("reference", '-', 3)::int)
FROM "reservations" WHERE "reference" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference" ON "reservations" USING btree ("reference");