-- A carrier's payout: the cash it collected for delivered orders, minus its fees (docs/product.md
-- "Cash"). Each covered order keeps the payout, the amount the carrier says it collected and
-- whether that matches the cash to collect (collected) or not (disputed).
CREATE TABLE "carrier_payouts" (
    "id" SERIAL NOT NULL,
    "carrier_id" INTEGER NOT NULL,
    "paid_on" DATE NOT NULL,
    "amount_received" DECIMAL(10,2) NOT NULL,
    "fees" DECIMAL(10,2) NOT NULL,
    "staff_user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "carrier_payouts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "carrier_payouts_paid_on_idx" ON "carrier_payouts"("paid_on");
ALTER TABLE "carrier_payouts" ADD CONSTRAINT "carrier_payouts_carrier_id_fkey" FOREIGN KEY ("carrier_id")
  REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "carrier_payouts" ADD CONSTRAINT "carrier_payouts_staff_user_id_fkey" FOREIGN KEY ("staff_user_id")
  REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "orders" ADD COLUMN "payout_id" INTEGER, ADD COLUMN "cash_collected" DECIMAL(10,2),
  ADD COLUMN "cash_status" TEXT CHECK ("cash_status" IN ('collected', 'disputed'));
CREATE INDEX "orders_payout_id_idx" ON "orders"("payout_id");
ALTER TABLE "orders" ADD CONSTRAINT "orders_payout_id_fkey" FOREIGN KEY ("payout_id")
  REFERENCES "carrier_payouts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
