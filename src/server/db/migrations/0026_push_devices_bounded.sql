DROP INDEX "push_subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "label" text DEFAULT 'A browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
DELETE FROM "push_subscriptions" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "newness" FROM "push_subscriptions") AS "ranked" WHERE "newness" > 10);
