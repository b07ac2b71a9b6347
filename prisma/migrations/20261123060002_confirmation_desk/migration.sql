-- The confirmation desk (docs/product.md "Confirmation desk"): what staff add on the call (address,
-- delivery note), call attempts and the agreed callback time, and why an order was canceled.
ALTER TABLE "orders"
  ADD COLUMN "customer_address" TEXT,
  ADD COLUMN "delivery_note" TEXT,
  ADD COLUMN "call_attempts" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "callback_at" TIMESTAMPTZ(3),
  ADD COLUMN "cancel_reason" TEXT;
-- The queue and the automatic cancel read the orders awaiting confirmation, oldest first.
CREATE INDEX "orders_awaiting_created_at_idx" ON "orders"("created_at")
  WHERE "status" IN ('pending', 'contacted');

-- The agent working an order, for a few minutes: a claim past expires_at is free again. Kept
-- apart from orders so that taking a claim does not touch the order row (and its catalog trigger).
CREATE TABLE "order_claims" (
    "order_id" INTEGER NOT NULL,
    "staff_user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "order_claims_pkey" PRIMARY KEY ("order_id")
);
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_fkey" FOREIGN KEY ("order_id")
  REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_staff_user_id_fkey" FOREIGN KEY ("staff_user_id")
  REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
