ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_holds_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'pending' and "orders"."paid" = false;--> statement-breakpoint
-- Unpaid orders placed before holds existed hold their stock for one more hour from now.
UPDATE "orders" SET "reserved_until" = now() + interval '60 minutes' WHERE "status" = 'pending' AND "paid" = false;
