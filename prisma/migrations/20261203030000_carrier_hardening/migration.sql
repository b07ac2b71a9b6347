-- Carrier hardening (docs/carriers.md): whether the courier lets the customer open the parcel
-- before paying (the carrier's default, an order's override kept on its parcel), the delivery
-- note Ozon Express groups a batch's parcels under, and a parcel held for the shipping agent when
-- a creation timed out at a carrier that cannot be searched by our reference (state 'held').
ALTER TABLE "carriers" ADD COLUMN "open_before_paying" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "parcels" ADD COLUMN "open_before_paying" BOOLEAN;
ALTER TABLE "shipment_batches" ADD COLUMN "delivery_note_ref" TEXT;
ALTER TABLE "parcels" DROP CONSTRAINT "parcels_state_check";
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_state_check"
    CHECK ("state" IN ('pending', 'created', 'failed', 'held', 'needs_district', 'ready'));
