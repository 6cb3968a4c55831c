ALTER TABLE "tools" ADD COLUMN "coverage_sqft_per_unit" integer;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "coverage_unit" text;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_coverage_whole" CHECK (("tools"."coverage_sqft_per_unit" IS NULL) = ("tools"."coverage_unit" IS NULL) AND "tools"."coverage_sqft_per_unit" > 0 AND "tools"."coverage_unit" IN ('gallon', 'quart', 'litre'));--> statement-breakpoint
-- The seeded interior paint (its own picture) covers 400 sq ft a gallon, as its description says.
UPDATE "tools" SET "coverage_sqft_per_unit" = 400, "coverage_unit" = 'gallon' WHERE "image" = '/images/tools/interior-paint.svg' AND "coverage_sqft_per_unit" IS NULL;
