-- Order events become typed and the store's outbox (docs/product.md, "Order workflow"): each
-- event's details carry its type (the zod union OrderEventPayload of packages/shared), and each
-- subscriber's deliveries are recorded so that an event reaches it once.

-- Events recorded before carry their type inside their details, like every new one.
UPDATE "order_events" SET "details" = "details" || jsonb_build_object('type', 'status', 'cause', 'sales')
  WHERE "kind" = 'status';
UPDATE "order_events" SET "kind" = 'status',
  "details" = "details" || jsonb_build_object('type', 'status', 'cause', 'auto_cancel')
  WHERE "kind" = 'auto_cancel';
UPDATE "order_events" e SET "details" = e."details" || jsonb_build_object('type', 'shipment', 'carrier_id', c."id")
  FROM "carriers" c WHERE e."kind" = 'shipment' AND c."name" = e."details"->>'carrier';
UPDATE "order_events" SET "details" = "details" || jsonb_build_object('type', 'payout', 'from', 'delivered', 'to', 'delivered')
  WHERE "kind" = 'payout';
UPDATE "order_events" SET "details" = "details" || jsonb_build_object('type', "kind")
  WHERE "kind" IN ('call', 'edit', 'outcome');

-- A subscriber (a part of the store reacting to order events) and the newest event id below
-- which every event has reached it; it starts with the events recorded after it first subscribed.
CREATE TABLE "order_event_subscribers" (
    "name" TEXT NOT NULL,
    "delivered_through" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "order_event_subscribers_pkey" PRIMARY KEY ("name")
);

-- One row per event a subscriber has handled, written in the transaction of its handler.
CREATE TABLE "order_event_deliveries" (
    "subscriber" TEXT NOT NULL,
    "event_id" INTEGER NOT NULL,
    "delivered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "order_event_deliveries_pkey" PRIMARY KEY ("subscriber", "event_id")
);
ALTER TABLE "order_event_deliveries" ADD CONSTRAINT "order_event_deliveries_subscriber_fkey" FOREIGN KEY ("subscriber")
  REFERENCES "order_event_subscribers"("name") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "order_event_deliveries" ADD CONSTRAINT "order_event_deliveries_event_id_fkey" FOREIGN KEY ("event_id")
  REFERENCES "order_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
