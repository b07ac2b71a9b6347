-- Integrated carriers (docs/carriers.md): a carrier is reached by hand ('manual') or through its
-- merchant API with its credentials (write-only: the API never answers them), its city list is
-- kept with the admin's hand mappings of shop cities, and each order shipped through an API has
-- one parcel row: our reference, the carrier's tracking code, its last status or the error.
ALTER TABLE "carriers"
  ADD COLUMN "integration" TEXT NOT NULL DEFAULT 'manual',
  ADD COLUMN "credentials" JSONB,
  ADD COLUMN "pickup_district_id" TEXT,
  ADD COLUMN "cities_fetched_at" TIMESTAMPTZ(3),
  ADD CONSTRAINT "carriers_integration_check" CHECK ("integration" IN ('manual', 'sendit', 'ozon_express'));

CREATE TABLE "carrier_cities" (
    "id" SERIAL NOT NULL,
    "carrier_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_ar" TEXT,
    "parent" TEXT,
    "delivered_price" DECIMAL(10,2),
    "returned_price" DECIMAL(10,2),
    "refused_price" DECIMAL(10,2),
    CONSTRAINT "carrier_cities_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "carrier_cities_carrier_id_code_key" ON "carrier_cities"("carrier_id", "code");
ALTER TABLE "carrier_cities" ADD CONSTRAINT "carrier_cities_carrier_id_fkey" FOREIGN KEY ("carrier_id")
  REFERENCES "carriers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keyed by the shop city's French name: saving the delivery zones replaces their city rows.
CREATE TABLE "carrier_city_mappings" (
    "carrier_id" INTEGER NOT NULL,
    "city" TEXT NOT NULL,
    "carrier_city_code" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "carrier_city_mappings_pkey" PRIMARY KEY ("carrier_id", "city")
);
ALTER TABLE "carrier_city_mappings" ADD CONSTRAINT "carrier_city_mappings_carrier_id_fkey" FOREIGN KEY ("carrier_id")
  REFERENCES "carriers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "parcels" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "carrier_id" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "tracking_code" TEXT,
    "error" TEXT,
    "carrier_status" TEXT,
    "carrier_status_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "parcels_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "parcels_state_check" CHECK ("state" IN ('pending', 'created', 'failed')),
    CONSTRAINT "parcels_created_check" CHECK ("state" <> 'created' OR "tracking_code" IS NOT NULL)
);
CREATE UNIQUE INDEX "parcels_order_id_key" ON "parcels"("order_id");
CREATE INDEX "parcels_carrier_id_state_idx" ON "parcels"("carrier_id", "state");
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_fkey" FOREIGN KEY ("order_id")
  REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_carrier_id_fkey" FOREIGN KEY ("carrier_id")
  REFERENCES "carriers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
