ALTER TABLE "emails" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "secrets" = jsonb_build_object('managePath', "data"->'managePath') WHERE "status" = 'waiting' AND "data"->'managePath' IS NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "data" = "data" - 'managePath' WHERE "data"->'managePath' IS NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "anonymous" = true WHERE "kind" = 'shop-contact-message' OR ("kind" = 'visit-booked' AND EXISTS (SELECT 1 FROM "bookings" WHERE "bookings"."id"::text = "emails"."data"->>'visitId' AND "bookings"."user_id" IS NULL));
