-- A payout is recorded once and explains itself (docs/product.md "Cash"): the client's
-- Idempotency-Key makes a repeated request return the first payout; the statement lines the
-- payout did not pay (unknown, not delivered, already paid, another carrier's) are kept with it;
-- an admin may void a wrong payout, which records who, when and why and puts its orders back to
-- expected.
ALTER TABLE "carrier_payouts"
  ADD COLUMN "idempotency_key" TEXT,
  ADD COLUMN "unpaid_lines" JSONB NOT NULL DEFAULT '[]',
  ADD COLUMN "voided_at" TIMESTAMPTZ(3),
  ADD COLUMN "voided_by_id" INTEGER,
  ADD COLUMN "void_reason" TEXT;
CREATE UNIQUE INDEX "carrier_payouts_idempotency_key_key" ON "carrier_payouts"("idempotency_key");
ALTER TABLE "carrier_payouts" ADD CONSTRAINT "carrier_payouts_voided_by_id_fkey" FOREIGN KEY ("voided_by_id")
  REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
