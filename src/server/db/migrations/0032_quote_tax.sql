ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_percent_thousandths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_painting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "site_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "site_zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_percent_thousandths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_painting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Quotes and invoices written before this were untaxed: their total is their subtotal.
UPDATE "invoices" SET "subtotal_cents" = "total_cents";--> statement-breakpoint
UPDATE "quotes" SET "subtotal_cents" = "total_cents";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_sum" CHECK ("invoices"."total_cents" = "invoices"."subtotal_cents" + "invoices"."tax_cents");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_total_sum" CHECK ("quotes"."total_cents" = "quotes"."subtotal_cents" + "quotes"."tax_cents");