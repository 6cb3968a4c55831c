-- Money in one place (src/server/money): `payments` becomes the ledger of every charge and refund, whatever
-- it paid for (an order, a quote's deposit, a final invoice to come), and `payment_intents` keeps every
-- intent the shop opened at the gateway. What was paid before is carried over: each order payment recorded,
-- each paid order without one, each deposit paid on a quote, and each refund already made; the intents
-- kept on unpaid orders and accepted quotes become open intents.

-- The local gateway keeps what an intent pays for as Stripe does, in its metadata, and Stripe's idempotency.
ALTER TABLE "test_payment_intents" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
UPDATE "test_payment_intents"
  SET "metadata" = jsonb_strip_nulls(jsonb_build_object('orderId', "order_id"::text, 'quoteId', "quote_id"::text));--> statement-breakpoint
DROP INDEX "test_payment_intents_order_idx";--> statement-breakpoint
DROP INDEX "test_payment_intents_quote_idx";--> statement-breakpoint
UPDATE "test_payment_intents" SET "refund_id" = 're_test_' || substr(md5("id"), 1, 24) WHERE "status" = 'refunded';--> statement-breakpoint
ALTER TABLE "test_payment_intents" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "test_payment_intents" DROP COLUMN "quote_id";--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_intents_idempotency_key" ON "test_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint

-- An accepted quote the shop cancels; a cancelled quote no longer stands, so the request may have another.
ALTER TABLE "quotes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "quotes_one_live_per_request_key";--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_live_per_request_key" ON "quotes" USING btree ("request_id") WHERE "quotes"."status" not in ('declined', 'expired', 'cancelled');--> statement-breakpoint

CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"quote_id" uuid,
	"invoice_id" uuid,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_pays_for_its_kind" CHECK (case "payment_intents"."kind"
  when 'order' then "payment_intents"."quote_id" is null and "payment_intents"."invoice_id" is null
  when 'deposit' then "payment_intents"."quote_id" is not null and "payment_intents"."order_id" is null and "payment_intents"."invoice_id" is null
  when 'invoice' then "payment_intents"."invoice_id" is not null and "payment_intents"."order_id" is null and "payment_intents"."quote_id" is null end),
	CONSTRAINT "payment_intents_order_named" CHECK ("payment_intents"."kind" <> 'order' or "payment_intents"."order_id" is not null)
);--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_intents_quote_idx" ON "payment_intents" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payment_intents_invoice_idx" ON "payment_intents" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_intents_open_idx" ON "payment_intents" USING btree ("created_at") WHERE "payment_intents"."status" = 'open';--> statement-breakpoint

-- The intents kept on unpaid orders and accepted quotes are their open intents now; the row keeps the paid one.
INSERT INTO "payment_intents" ("id", "kind", "order_id", "amount_cents", "created_at")
  SELECT "transaction_id", 'order', "id", "total_cents", "placed_at" FROM "orders"
  WHERE NOT "paid" AND "transaction_id" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "orders" SET "transaction_id" = NULL WHERE NOT "paid" AND "transaction_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payment_intents" ("id", "kind", "quote_id", "amount_cents", "created_at")
  SELECT "transaction_id", 'deposit', "id", "deposit_cents", coalesce("accepted_at", "created_at") FROM "quotes"
  WHERE "status" = 'accepted' AND "transaction_id" IS NOT NULL AND "deposit_cents" > 0
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "quotes" SET "transaction_id" = NULL WHERE "status" <> 'deposit_paid' AND "transaction_id" IS NOT NULL;--> statement-breakpoint

-- The ledger, from the order payments recorded so far: each a charge that succeeded, paid by the order's customer.
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";--> statement-breakpoint
DROP INDEX "payments_transaction_unique";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "transaction_id" TO "intent_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "created_at" TO "at";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "type" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "caused_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
UPDATE "payments" SET "caused_by" = "orders"."user_id" FROM "orders" WHERE "orders"."id" = "payments"."order_id";--> statement-breakpoint
-- Deleting a paid order used to keep its payment without it: the money stays in the ledger, its order unknown.
UPDATE "payments" SET "reason" = 'Its order was deleted before orders were kept.' WHERE "order_id" IS NULL;--> statement-breakpoint

-- A paid order whose payment was never written as a row.
INSERT INTO "payments" ("kind", "type", "amount_cents", "order_id", "intent_id", "status", "caused_by", "at")
  SELECT 'order', 'charge', "orders"."total_cents", "orders"."id", "orders"."transaction_id", 'succeeded',
    "orders"."user_id",
    coalesce(
      (SELECT min("at") FROM "order_events" WHERE "order_id" = "orders"."id" AND "status" = 'paid'),
      "orders"."placed_at"
    )
  FROM "orders"
  WHERE "orders"."paid" AND "orders"."transaction_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "payments"."intent_id" = "orders"."transaction_id");--> statement-breakpoint

-- Each deposit paid on a quote, by the quote's customer.
INSERT INTO "payments" ("kind", "type", "amount_cents", "quote_id", "intent_id", "status", "caused_by", "at")
  SELECT 'deposit', 'charge', "quotes"."deposit_cents", "quotes"."id", "quotes"."transaction_id", 'succeeded',
    "quote_requests"."user_id", coalesce("quotes"."deposit_paid_at", "quotes"."accepted_at", "quotes"."created_at")
  FROM "quotes" JOIN "quote_requests" ON "quote_requests"."id" = "quotes"."request_id"
  WHERE "quotes"."status" = 'deposit_paid' AND "quotes"."transaction_id" IS NOT NULL AND "quotes"."deposit_cents" > 0
    AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "payments"."intent_id" = "quotes"."transaction_id");--> statement-breakpoint

-- Each refund already made: the whole charge of a refunded order, when and why its timeline says.
INSERT INTO "payments" ("kind", "type", "amount_cents", "order_id", "intent_id", "status", "reason", "at")
  SELECT 'order', 'refund',
    coalesce(
      (SELECT "amount_cents" FROM "payments" WHERE "type" = 'charge' AND "intent_id" = "orders"."transaction_id"),
      "orders"."total_cents"
    ),
    "orders"."id", "orders"."transaction_id", 'succeeded',
    coalesce("refunded"."note", 'Refunded.'), coalesce("refunded"."at", now())
  FROM "orders"
  LEFT JOIN LATERAL (
    SELECT "at", "note" FROM "order_events"
    WHERE "order_id" = "orders"."id" AND "status" = 'refunded' ORDER BY "id" DESC LIMIT 1
  ) AS "refunded" ON true
  WHERE "orders"."status" = 'refunded' AND "orders"."paid" AND "orders"."transaction_id" IS NOT NULL;--> statement-breakpoint

ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_caused_by_users_id_fk" FOREIGN KEY ("caused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_intent_key" ON "payments" USING btree ("type","intent_id");--> statement-breakpoint
CREATE INDEX "payments_at_idx" ON "payments" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "payments_kind_at_idx" ON "payments" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_for_its_kind" CHECK (case "payments"."kind"
  when 'order' then "payments"."quote_id" is null and "payments"."invoice_id" is null
  when 'deposit' then "payments"."quote_id" is not null and "payments"."order_id" is null and "payments"."invoice_id" is null
  when 'invoice' then "payments"."invoice_id" is not null and "payments"."order_id" is null and "payments"."quote_id" is null end);--> statement-breakpoint
-- NOT VALID: held for every row written from now on, while the payments of deleted orders stay as they were.
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_named" CHECK ("payments"."kind" <> 'order' or "payments"."order_id" is not null) NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_succeeded" CHECK ("payments"."type" = 'refund' or "payments"."status" = 'succeeded');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_pending_unnamed" CHECK ("payments"."status" = 'succeeded' or "payments"."refund_id" is null);
