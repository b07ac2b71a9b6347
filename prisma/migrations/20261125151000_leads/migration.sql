-- Leads: a shopper typed a valid phone in the checkout or quick-order form and did not order.
-- The desk calls them like orders after `lead_delay_minutes` (docs/product.md "Leads").
ALTER TABLE "shop_settings"
  ADD COLUMN "lead_delay_minutes" INTEGER NOT NULL DEFAULT 15 CHECK ("lead_delay_minutes" BETWEEN 0 AND 1440);

CREATE TABLE "leads" (
  "id" SERIAL NOT NULL,
  "session_id" TEXT,
  "customer_phone" TEXT NOT NULL,
  "customer_name" TEXT,
  "customer_city" TEXT,
  "source" TEXT NOT NULL CHECK ("source" IN ('cart', 'quick-cart')),
  "language" TEXT NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'fr', 'ar')),
  -- [{ product_id, size, quantity }] read from the session's cart or quick cart.
  "lines" JSONB NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'converted', 'closed')),
  "close_reason" TEXT,
  "call_attempts" INTEGER NOT NULL DEFAULT 0,
  "order_id" INTEGER,
  "claimed_by" INTEGER,
  "claim_expires_at" TIMESTAMPTZ(3),
  "handled_by" INTEGER,
  "handled_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  -- The last time the shopper typed: the lead is due `lead_delay_minutes` after it.
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "leads_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "leads_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "guest_sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT "leads_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT "leads_claimed_by_fkey" FOREIGN KEY ("claimed_by") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT "leads_handled_by_fkey" FOREIGN KEY ("handled_by") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
-- One open lead per guest session: the form's later calls replace it.
CREATE UNIQUE INDEX "leads_open_session_key" ON "leads"("session_id") WHERE "status" = 'open';
CREATE INDEX "leads_open_phone_idx" ON "leads"("customer_phone") WHERE "status" = 'open';
CREATE INDEX "leads_status_updated_at_idx" ON "leads"("status", "updated_at");

-- What the desk did with a lead (calls, conversion, closing), as order_events for orders.
CREATE TABLE "lead_events" (
  "id" SERIAL NOT NULL,
  "lead_id" INTEGER NOT NULL,
  "staff_user_id" INTEGER,
  "kind" TEXT NOT NULL,
  "details" JSONB NOT NULL DEFAULT '{}',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "lead_events_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "lead_events_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "lead_events_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "lead_events_lead_id_idx" ON "lead_events"("lead_id");
