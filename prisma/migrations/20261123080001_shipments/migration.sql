-- Carriers the shop hands parcels to, and the batches of confirmed orders handed to one of them
-- (docs/product.md "Shipping"). An order remembers its batch and the carrier's tracking number.
CREATE TABLE "carriers" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "carriers_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "carriers_name_key" ON "carriers"("name");

CREATE TABLE "shipment_batches" (
    "id" SERIAL NOT NULL,
    "carrier_id" INTEGER NOT NULL,
    "staff_user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "shipment_batches_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "shipment_batches_created_at_idx" ON "shipment_batches"("created_at");
ALTER TABLE "shipment_batches" ADD CONSTRAINT "shipment_batches_carrier_id_fkey" FOREIGN KEY ("carrier_id")
  REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "shipment_batches" ADD CONSTRAINT "shipment_batches_staff_user_id_fkey" FOREIGN KEY ("staff_user_id")
  REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "orders" ADD COLUMN "shipment_batch_id" INTEGER, ADD COLUMN "tracking_number" TEXT;
CREATE INDEX "orders_shipment_batch_id_idx" ON "orders"("shipment_batch_id");
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_batch_id_fkey" FOREIGN KEY ("shipment_batch_id")
  REFERENCES "shipment_batches"("id") ON DELETE SET NULL ON UPDATE CASCADE;
