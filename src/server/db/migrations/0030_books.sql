CREATE TABLE "delivery_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"flat_cents" bigint NOT NULL,
	"free_from_cents" bigint,
	"pickup" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_not_negative" CHECK ("delivery_settings"."flat_cents" >= 0 and coalesce("delivery_settings"."free_from_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_numbers_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"state" text PRIMARY KEY NOT NULL,
	"percent_thousandths" integer NOT NULL,
	"painting" boolean NOT NULL,
	CONSTRAINT "tax_rates_percent_range" CHECK ("tax_rates"."percent_thousandths" between 0 and 20000),
	CONSTRAINT "tax_rates_state_code" CHECK ("tax_rates"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
DROP INDEX "payments_one_per_intent_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders before tax and delivery charged neither: their subtotal is their total.
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" bigint;--> statement-breakpoint
UPDATE "orders" SET "subtotal_cents" = "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_percent_thousandths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" text DEFAULT 'ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What refunds gave back before they could be partial: the whole of a refunded order, or of a paid one cancelled.
UPDATE "orders" SET "refunded_cents" = "total_cents"
  WHERE "paid" AND ("status" = 'refunded' OR "status" = 'cancelled');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_charge_per_intent_key" ON "payments" USING btree ("intent_id") WHERE "payments"."type" = 'charge';--> statement-breakpoint
CREATE INDEX "payments_intent_idx" ON "payments" USING btree ("intent_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_key" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_key" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_number_key" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_within" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_sum" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."tax_cents" + "orders"."delivery_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tax_within" CHECK ("payments"."tax_cents" between 0 and "payments"."amount_cents");--> statement-breakpoint
DROP FUNCTION "place_order"(text, text, text, uuid, integer, integer, bigint, jsonb, jsonb);--> statement-breakpoint
-- place_order (see migration 0024) prices the order as the shop's books say now: its tools' subtotal, the sales
-- tax of `tax_state` (the delivery address's state, or the shop's for a pickup; the caller reads the state's code
-- from the address), and delivery by `delivery_method` ('ship' or 'pickup'), their sum the total a card is
-- charged. A pickup the shop does not offer is a fault (`no_pickup`). The rate and the charge are read in the
-- call, so an order placed after a change pays the new ones and one placed before keeps its own.
CREATE FUNCTION "place_order"(
  "claim_scope" text,
  "claim_key" text,
  "claim_hash" text,
  "customer" uuid,
  "max_unpaid" integer,
  "hold_minutes" integer,
  "max_total_cents" bigint,
  "delivery" jsonb,
  "wanted" jsonb,
  "tax_state" text,
  "delivery_method" text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  "new_order" uuid := gen_random_uuid();
  "buyer" record;
  "faults" jsonb := '[]'::jsonb;
  "line" record;
  "subtotal" bigint := 0;
  "total" bigint;
  "rate" integer := 0;
  "tax" bigint;
  "charge" bigint := 0;
  "flat" bigint;
  "free_from" bigint;
  "pickup_offered" boolean;
  "placed" "orders";
  "placed_lines" jsonb;
BEGIN
  IF "claim_key" IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("scope", "key", "request_hash", "resource_id")
      VALUES ("claim_scope", "claim_key", "claim_hash", "new_order")
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'BWO02', MESSAGE = 'The Idempotency-Key is taken.';
    END IF;
  END IF;

  -- The customer locked, then their orders counted by a statement of its own, which sees every order
  -- committed while it waited for the lock: two orders placed at once are counted one after the other.
  SELECT "name", "email" INTO "buyer" FROM "users" WHERE "id" = "customer" FOR UPDATE;
  IF (
    SELECT count(*) FROM "orders"
    WHERE "user_id" = "customer" AND "status" = 'pending' AND NOT "paid" AND "reserved_until" > now()
  ) >= "max_unpaid" THEN
    RAISE EXCEPTION USING ERRCODE = 'BWO01',
      MESSAGE = jsonb_build_array(jsonb_build_object('fault', 'too_many_unpaid', 'max', "max_unpaid"))::text;
  END IF;

  -- The tools locked in the order of their ids, as every change of stock locks them (so that two orders
  -- never each hold a row the other waits for), then each line judged against its tool as it is now.
  PERFORM 1 FROM "tools"
    WHERE "id" IN (SELECT ("item" ->> 'productId')::uuid FROM jsonb_array_elements("wanted") AS "item")
    ORDER BY "id" FOR UPDATE;
  FOR "line" IN
    SELECT "item"."ordinality" - 1 AS "position", ("item"."value" ->> 'quantity')::integer AS "quantity",
      "item"."value" ->> 'productId' AS "wanted_id",
      "tools"."id", "tools"."name", "tools"."price_cents", "tools"."min_order_quantity",
      "tools"."available_quantity", "tools"."deleted_at"
    FROM jsonb_array_elements("wanted") WITH ORDINALITY AS "item"
    LEFT JOIN "tools" ON "tools"."id" = ("item"."value" ->> 'productId')::uuid
    ORDER BY "item"."ordinality"
  LOOP
    IF "line"."id" IS NULL OR "line"."deleted_at" IS NOT NULL THEN
      "faults" := "faults" || jsonb_build_object('fault', 'not_sold', 'line', "line"."position",
        'name', "line"."name", 'productId', "line"."wanted_id");
    ELSIF "line"."quantity" < "line"."min_order_quantity" THEN
      "faults" := "faults" || jsonb_build_object('fault', 'below_minimum', 'line', "line"."position",
        'name', "line"."name", 'minimum', "line"."min_order_quantity");
    ELSIF "line"."quantity" > "line"."available_quantity" THEN
      "faults" := "faults" || jsonb_build_object('fault', 'short', 'line', "line"."position",
        'name', "line"."name", 'productId', "line"."wanted_id", 'available', "line"."available_quantity");
    ELSE
      "subtotal" := "subtotal" + "line"."price_cents"::bigint * "line"."quantity";
    END IF;
  END LOOP;
  -- Delivery as the shop charges it now: nothing for a pickup (when offered), nothing from the free-from amount.
  -- No settings yet: delivery is free and there is no pickup.
  SELECT "flat_cents", "free_from_cents", "pickup" INTO "flat", "free_from", "pickup_offered"
    FROM "delivery_settings" WHERE "id" = 1;
  IF "delivery_method" = 'pickup' THEN
    IF NOT coalesce("pickup_offered", false) THEN
      "faults" := "faults" || jsonb_build_object('fault', 'no_pickup');
    END IF;
  ELSIF "free_from" IS NULL OR "subtotal" < "free_from" THEN
    "charge" := coalesce("flat", 0);
  END IF;
  -- Once the shop charges tax anywhere, an address must name a state whose tax is known (the caller reads it).
  IF "tax_state" IS NULL AND EXISTS (SELECT 1 FROM "tax_rates") THEN
    "faults" := "faults" || jsonb_build_object('fault', 'unknown_state');
  END IF;
  IF jsonb_array_length("faults") > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'BWO01', MESSAGE = "faults"::text;
  END IF;
  -- The tax of the state as its rate is now, on the tools, rounded half-up to the cent; a state not listed pays none.
  SELECT "percent_thousandths" INTO "rate" FROM "tax_rates" WHERE "state" = "tax_state";
  "rate" := coalesce("rate", 0);
  "tax" := ("subtotal" * "rate" + 50000) / 100000;
  "total" := "subtotal" + "tax" + "charge";
  IF "total" > "max_total_cents" THEN
    RAISE EXCEPTION USING ERRCODE = 'BWO01', MESSAGE = jsonb_build_array(jsonb_build_object('fault', 'too_large'))::text;
  END IF;

  UPDATE "tools" SET "available_quantity" = "tools"."available_quantity" - "taken"."quantity"
    FROM (
      SELECT ("item" ->> 'productId')::uuid AS "tool_id", sum(("item" ->> 'quantity')::integer) AS "quantity"
      FROM jsonb_array_elements("wanted") AS "item" GROUP BY 1
    ) AS "taken"
    WHERE "tools"."id" = "taken"."tool_id";
  INSERT INTO "orders" (
    "id", "user_id", "user_name", "user_email", "subtotal_cents", "tax_cents", "tax_state", "tax_percent_thousandths",
    "delivery_cents", "delivery", "total_cents", "address", "state", "zip", "reserved_until"
  ) VALUES (
    "new_order", "customer", "buyer"."name", "buyer"."email", "subtotal", "tax",
    CASE WHEN "rate" > 0 THEN "tax_state" END, "rate", "charge", "delivery_method", "total",
    "delivery" ->> 'address', "delivery" ->> 'state', "delivery" ->> 'zip', now() + make_interval(mins => "hold_minutes")
  ) RETURNING * INTO "placed";
  WITH "inserted" AS (
    INSERT INTO "order_items" (
      "order_id", "position", "tool_id", "product_name", "quantity", "unit_price_cents", "line_total_cents"
    )
    SELECT "new_order", "item"."ordinality" - 1, "tools"."id", "tools"."name", ("item"."value" ->> 'quantity')::integer,
      "tools"."price_cents", "tools"."price_cents"::bigint * ("item"."value" ->> 'quantity')::integer
    FROM jsonb_array_elements("wanted") WITH ORDINALITY AS "item"
    JOIN "tools" ON "tools"."id" = ("item"."value" ->> 'productId')::uuid
    RETURNING *
  )
  SELECT jsonb_agg(to_jsonb("inserted") ORDER BY "inserted"."position") INTO "placed_lines" FROM "inserted";
  INSERT INTO "order_events" ("order_id", "status") VALUES ("new_order", 'placed');
  RETURN jsonb_build_object('order', to_jsonb("placed"), 'lines', "placed_lines");
END;
$$;
