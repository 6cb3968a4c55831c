ALTER TABLE "test_payment_intents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
CREATE INDEX "test_payment_intents_quote_idx" ON "test_payment_intents" USING btree ("quote_id");