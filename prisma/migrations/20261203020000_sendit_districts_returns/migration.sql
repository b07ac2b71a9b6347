-- Sendit (docs/carriers.md, "Sendit"): the district a shipping agent chose for an order whose
-- address names none of its city's districts; the return request that follows a refused parcel
-- to the shop; the pickup request of a batch; and the carrier's status catalog, refreshed daily.
ALTER TABLE "parcels" ADD COLUMN "district_code" TEXT;
ALTER TABLE "parcels" ADD COLUMN "return_code" TEXT;
ALTER TABLE "parcels" ADD COLUMN "return_status" TEXT;
ALTER TABLE "shipment_batches" ADD COLUMN "pickup_code" TEXT;
ALTER TABLE "carriers" ADD COLUMN "statuses" JSONB;
ALTER TABLE "carriers" ADD COLUMN "statuses_fetched_at" TIMESTAMPTZ(3);
-- Who hands Sendit the parcels and gets the returns back: { name, phone, address }.
ALTER TABLE "carriers" ADD COLUMN "pickup_contact" JSONB;
-- 'held': a creation timed out and the carrier cannot be searched by our reference, a shipping
-- agent says whether the parcel exists; 'needs_district': an agent chooses the district;
-- 'ready': chosen, the next batch creates the parcel.
ALTER TABLE "parcels" DROP CONSTRAINT "parcels_state_check";
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_state_check"
    CHECK ("state" IN ('pending', 'created', 'failed', 'held', 'needs_district', 'ready'));
