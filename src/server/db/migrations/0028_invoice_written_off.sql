ALTER TABLE "invoices" ADD COLUMN "written_off_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_written_off" CHECK ("invoices"."written_off_cents" in (0, "invoices"."balance_cents"));--> statement-breakpoint
UPDATE "jobs" SET "status" = 'paid' WHERE "status" = 'invoiced' AND "id" IN (SELECT "job_id" FROM "invoices" WHERE "status" = 'open' AND "balance_cents" > 0 AND "balance_cents" < 50);--> statement-breakpoint
UPDATE "invoices" SET "written_off_cents" = "balance_cents", "status" = 'paid', "paid_at" = now() WHERE "status" = 'open' AND "balance_cents" > 0 AND "balance_cents" < 50;
