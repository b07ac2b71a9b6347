-- The order lifecycle of docs/product.md: a parcel is shipped, then delivered or refused, and a
-- refused parcel comes back (returned). Existing orders keep their status.
ALTER TYPE "order_status" ADD VALUE 'shipped' AFTER 'confirmed';
ALTER TYPE "order_status" ADD VALUE 'refused' AFTER 'delivered';
ALTER TYPE "order_status" ADD VALUE 'returned' AFTER 'refused';

-- Every staff action on an order (status change, call outcome, edit, claim) with who did it; a
-- NULL staff user is the shop itself (automatic cancel) or a staff user deleted since.
CREATE TABLE "order_events" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "staff_user_id" INTEGER,
    "kind" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "order_events_order_id_created_at_idx" ON "order_events"("order_id", "created_at");
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id")
  REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_user_id_fkey" FOREIGN KEY ("staff_user_id")
  REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
