-- An outbox delivery that keeps failing is set aside (docs/product.md, "Order workflow"): each
-- (subscriber, event) whose handler threw counts its failures with the last error; after the shop's
-- setting of failures it is set aside and the subscriber goes on with the next events, until an
-- admin tries it again (recorded with who and when).
CREATE TABLE "order_event_failures" (
    "subscriber" TEXT NOT NULL,
    "event_id" INTEGER NOT NULL,
    "failures" INTEGER NOT NULL,
    "last_error" TEXT NOT NULL,
    "last_failed_at" TIMESTAMPTZ(3) NOT NULL,
    "set_aside_at" TIMESTAMPTZ(3),
    "retried_at" TIMESTAMPTZ(3),
    "retried_by_id" INTEGER,
    CONSTRAINT "order_event_failures_pkey" PRIMARY KEY ("subscriber", "event_id")
);
CREATE INDEX "order_event_failures_set_aside_at_idx" ON "order_event_failures"("set_aside_at");
ALTER TABLE "order_event_failures" ADD CONSTRAINT "order_event_failures_subscriber_fkey" FOREIGN KEY ("subscriber")
  REFERENCES "order_event_subscribers"("name") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "order_event_failures" ADD CONSTRAINT "order_event_failures_event_id_fkey" FOREIGN KEY ("event_id")
  REFERENCES "order_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "order_event_failures" ADD CONSTRAINT "order_event_failures_retried_by_id_fkey" FOREIGN KEY ("retried_by_id")
  REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "shop_settings" ADD COLUMN "outbox_failures_before_set_aside" INTEGER NOT NULL DEFAULT 10;
