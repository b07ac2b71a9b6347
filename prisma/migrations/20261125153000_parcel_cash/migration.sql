-- What an integrated carrier reports about a parcel's cash (docs/carriers.md, "Cash"): the amount
-- it collected, and whether it says it paid that amount to the shop. The payout reconciliation
-- takes its statement lines from them.
ALTER TABLE "parcels"
  ADD COLUMN "carrier_cash" DECIMAL(10,2),
  ADD COLUMN "carrier_paid" BOOLEAN NOT NULL DEFAULT false;
