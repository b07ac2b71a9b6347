-- Limits on new leads, apart from the order limits (docs/product.md "Leads"): a flood of leads
-- from one address or one guest session is refused before it reaches the desk.
ALTER TABLE "shop_settings"
  ADD COLUMN "leads_per_session_per_day" INTEGER NOT NULL DEFAULT 10 CHECK ("leads_per_session_per_day" BETWEEN 1 AND 1000000),
  ADD COLUMN "leads_per_address_per_hour" INTEGER NOT NULL DEFAULT 30 CHECK ("leads_per_address_per_hour" BETWEEN 1 AND 1000000);

-- Each order or lead a count limit refused: the log kept instead of a lead.
CREATE TABLE "limit_refusals" (
  "id" SERIAL NOT NULL,
  "limit" TEXT NOT NULL,
  "phone" TEXT,
  "ip" TEXT,
  "session_id" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "limit_refusals_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "limit_refusals_created_at_idx" ON "limit_refusals"("created_at");

-- Staff clearing a phone's count of orders today (the desk's "Clear today's orders"): who, when,
-- which phone, why, and how many orders the count held.
CREATE TABLE "order_count_clearings" (
  "id" SERIAL NOT NULL,
  "phone" TEXT NOT NULL,
  "reason" TEXT NOT NULL,
  "cleared" INTEGER NOT NULL,
  "staff_user_id" INTEGER,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "order_count_clearings_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "order_count_clearings_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "order_count_clearings_phone_idx" ON "order_count_clearings"("phone");
CREATE INDEX "order_count_clearings_created_at_idx" ON "order_count_clearings"("created_at");
