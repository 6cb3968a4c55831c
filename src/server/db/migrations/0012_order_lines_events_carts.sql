CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"tool_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quantity_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_tool_id_tools_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_tool_id_idx" ON "order_items" USING btree ("tool_id");--> statement-breakpoint
-- Every order so far had one tool: it becomes the order's first line.
INSERT INTO "order_items" ("order_id", "position", "tool_id", "product_name", "quantity", "unit_price_cents", "line_total_cents")
SELECT "id", 0, "tool_id", "product_name", "quantity", "unit_price_cents", "total_cents" FROM "orders";--> statement-breakpoint
-- Their timelines, as far as the orders and their payments tell: when each was placed, paid (the payment's
-- record, or its placing when there is none), expired (when its hold ran out) and refunded; the day a
-- parcel was shipped was never kept, so that step says so.
INSERT INTO "order_events" ("order_id", "status", "at", "note")
SELECT "order_id", "status", "at", "note" FROM (
  SELECT "id" AS "order_id", 'placed' AS "status", "placed_at" AS "at", NULL AS "note", 0 AS "step" FROM "orders"
  UNION ALL
  SELECT "id", 'expired', coalesce("reserved_until", "placed_at"), 'Not paid in time: its tools went back on the shelf.', 1
  FROM "orders" WHERE "status" = 'expired'
  UNION ALL
  SELECT "orders"."id", 'paid', coalesce("payments"."created_at", "orders"."placed_at"), NULL, 2
  FROM "orders" LEFT JOIN "payments" ON "payments"."transaction_id" = "orders"."transaction_id"
  WHERE "orders"."paid"
  UNION ALL
  SELECT "id", 'shipped', now(), 'Shipped before orders kept a timeline: the day is not known.', 3
  FROM "orders" WHERE "status" = 'shipped'
  UNION ALL
  SELECT "orders"."id", 'refunded', coalesce("payments"."created_at", "orders"."placed_at"),
    '$' || to_char("orders"."total_cents" / 100.0, 'FM999,999,990.00')
      || ' refunded at once: paid after the order expired, when its tools had sold out.', 4
  FROM "orders" LEFT JOIN "payments" ON "payments"."transaction_id" = "orders"."transaction_id"
  WHERE "orders"."status" = 'refunded'
) AS "history"
ORDER BY "order_id", "step";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tool_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "unit_price_cents";