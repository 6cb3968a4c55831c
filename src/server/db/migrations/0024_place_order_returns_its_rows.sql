DROP FUNCTION "place_order"(text, text, text, uuid, integer, integer, bigint, jsonb, jsonb);--> statement-breakpoint
-- Every order is placed by this one call, which holds every rule of placing one (src/server/orders/place-order.ts
-- gives its refusals their words): the customer's unpaid orders under the cap, each tool still sold, each
-- line at least its tool's minimum and at most its stock, the total within what one card payment takes, each
-- line priced from the tool as it is now. It commits as it returns, so that the rows of the tools, which every
-- other order of them waits for, are locked for the call's own moment and never across a round trip to a
-- busy server process. A refusal raises BWO01 with the faults as JSON in its message and keeps nothing; an
-- Idempotency-Key already taken raises BWO02 and keeps nothing. With a key, the key is kept with the new
-- order's id (`resource_id`), for the caller to write its answer.
--
-- It answers the rows it wrote, `{"order": <orders row>, "lines": [<order_items rows>, in their order]}`, so
-- that the caller makes the order's answer without reading them back: under load every round trip of an order
-- waits its turn on the server's busy event loop, and reading the order and its lines back took two of them
-- (migration 0020's version answered only the id).
CREATE FUNCTION "place_order"(
  "claim_scope" text,
  "claim_key" text,
  "claim_hash" text,
  "customer" uuid,
  "max_unpaid" integer,
  "hold_minutes" integer,
  "max_total_cents" bigint,
  "delivery" jsonb,
  "wanted" jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  "new_order" uuid := gen_random_uuid();
  "buyer" record;
  "faults" jsonb := '[]'::jsonb;
  "line" record;
  "total" bigint := 0;
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
      "total" := "total" + "line"."price_cents"::bigint * "line"."quantity";
    END IF;
  END LOOP;
  IF jsonb_array_length("faults") > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'BWO01', MESSAGE = "faults"::text;
  END IF;
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
    "id", "user_id", "user_name", "user_email", "total_cents", "address", "state", "zip", "reserved_until"
  ) VALUES (
    "new_order", "customer", "buyer"."name", "buyer"."email", "total", "delivery" ->> 'address',
    "delivery" ->> 'state', "delivery" ->> 'zip', now() + make_interval(mins => "hold_minutes")
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
