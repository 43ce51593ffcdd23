ALTER TABLE "resources" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The conference rooms already in place offer the spec's packages (§9), as new ones are seeded with.
UPDATE "resources" SET "packages" = '[{"id":"basic","pricePerPerson":10000,"minPeople":1,"offered":true},{"id":"premium","pricePerPerson":30000,"minPeople":20,"offered":true}]'::jsonb
  WHERE "amenity" = 'conference' AND "packages" = '[]'::jsonb;
