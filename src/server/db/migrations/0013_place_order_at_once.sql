-- An order placed in one call that commits as soon as it returns (src/server/orders/place-order-at-once.ts):
-- the rows of its tools, which every other order of them waits for, are locked for the call's own moment,
-- never across a round trip to a busy server process. The caller made the order, its lines and its answer
-- from the tools as it read them; the call raises (code BWA01, keeping nothing) when anything differs:
-- the Idempotency-Key already taken, the customer's unpaid orders at their cap, a tool no longer as read.
-- The caller then places the order the ordinary way, which says why.
CREATE FUNCTION "place_order_at_once"(
  "claim_scope" text,
  "claim_key" text,
  "claim_hash" text,
  "answer" jsonb,
  "customer" uuid,
  "max_unpaid" integer,
  "new_order" jsonb,
  "new_lines" jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "taken" integer;
BEGIN
  -- Kept with its answer at once: a repeat racing this call waits on the key until it commits.
  IF "claim_key" IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("scope", "key", "request_hash", "status_code", "response_body")
      VALUES ("claim_scope", "claim_key", "claim_hash", 201, "answer")
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'BWA01', MESSAGE = 'The Idempotency-Key is taken.';
    END IF;
  END IF;

  -- As checkUnpaidOrders (src/server/orders/stock.ts): the customer locked, then their orders counted
  -- by a statement of its own, which sees every order committed while it waited for the lock.
  PERFORM 1 FROM "users" WHERE "id" = "customer" FOR UPDATE;
  IF (
    SELECT count(*) FROM "orders"
    WHERE "user_id" = "customer" AND "status" = 'pending' AND NOT "paid" AND "reserved_until" > now()
  ) >= "max_unpaid" THEN
    RAISE EXCEPTION USING ERRCODE = 'BWA01', MESSAGE = 'The customer holds as many unpaid orders as allowed.';
  END IF;

  -- The tools locked in the order of their ids, as every change of stock locks them, then taken only
  -- where each is still as read: sold, the same name and price, its minimum met, enough left.
  PERFORM 1 FROM "tools"
    WHERE "id" IN (SELECT ("line" ->> 'tool_id')::uuid FROM jsonb_array_elements("new_lines") AS "line")
    ORDER BY "id" FOR UPDATE;
  UPDATE "tools" SET "available_quantity" = "tools"."available_quantity" - "wanted"."quantity"
    FROM jsonb_populate_recordset(NULL::"order_items", "new_lines") AS "wanted"
    WHERE "tools"."id" = "wanted"."tool_id" AND "tools"."deleted_at" IS NULL
      AND "tools"."name" = "wanted"."product_name" AND "tools"."price_cents" = "wanted"."unit_price_cents"
      AND "tools"."min_order_quantity" <= "wanted"."quantity"
      AND "tools"."available_quantity" >= "wanted"."quantity";
  GET DIAGNOSTICS "taken" = ROW_COUNT;
  IF "taken" < jsonb_array_length("new_lines") THEN
    RAISE EXCEPTION USING ERRCODE = 'BWA01', MESSAGE = 'A tool is no longer as it was read.';
  END IF;

  INSERT INTO "orders" (
    "id", "user_id", "user_name", "user_email", "total_cents", "address", "state", "zip", "status", "paid",
    "placed_at", "reserved_until"
  )
  SELECT "id", "user_id", "user_name", "user_email", "total_cents", "address", "state", "zip", "status", "paid",
    "placed_at", "reserved_until"
  FROM jsonb_populate_record(NULL::"orders", "new_order");
  INSERT INTO "order_items" (
    "order_id", "position", "tool_id", "product_name", "quantity", "unit_price_cents", "line_total_cents"
  )
  SELECT "order_id", "position", "tool_id", "product_name", "quantity", "unit_price_cents", "line_total_cents"
  FROM jsonb_populate_recordset(NULL::"order_items", "new_lines");
  INSERT INTO "order_events" ("order_id", "status") VALUES (("new_order" ->> 'id')::uuid, 'placed');
END;
$$;
