ALTER TABLE "payments" ADD COLUMN "delivery_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_delivery_within" CHECK ("payments"."delivery_cents" >= 0 and "payments"."tax_cents" + "payments"."delivery_cents" <= "payments"."amount_cents");--> statement-breakpoint
-- The rows of orders written before this know their state from the order, and a charge its delivery.
UPDATE "payments" SET "tax_state" = "orders"."tax_state", "delivery_cents" = CASE WHEN "payments"."type" = 'charge' AND "payments"."amount_cents" = "orders"."total_cents" THEN "orders"."delivery_cents" ELSE 0 END FROM "orders" WHERE "payments"."order_id" = "orders"."id";
