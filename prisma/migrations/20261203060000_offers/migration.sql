-- Bigger baskets (docs/product.md, "Offers"): quantity tiers and add-on offers per product, and
-- each order line's offer and discount as the server priced it.

-- A tier takes a percent or a dirham amount off each unit once the product's units in the order
-- reach min_qty.
CREATE TABLE "product_offer_tiers" (
  "id" SERIAL PRIMARY KEY,
  "product_id" INTEGER NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "min_qty" INTEGER NOT NULL CHECK ("min_qty" >= 2),
  "percent_off" INTEGER CHECK ("percent_off" BETWEEN 1 AND 90),
  "amount_off" DECIMAL(10,2) CHECK ("amount_off" > 0),
  CHECK (("percent_off" IS NULL) <> ("amount_off" IS NULL)),
  UNIQUE ("product_id", "min_qty")
);

-- One unit of the add-on at offer_price in an order that holds the product.
CREATE TABLE "product_addons" (
  "id" SERIAL PRIMARY KEY,
  "product_id" INTEGER NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "addon_product_id" INTEGER NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "offer_price" DECIMAL(10,2) NOT NULL CHECK ("offer_price" > 0),
  CHECK ("product_id" <> "addon_product_id"),
  UNIQUE ("product_id", "addon_product_id")
);
CREATE INDEX "product_addons_addon_product_id_idx" ON "product_addons"("addon_product_id");

ALTER TABLE "order_items"
  ADD COLUMN "offer" TEXT CHECK ("offer" IN ('tier', 'addon')),
  ADD COLUMN "discount" DECIMAL(10,2) NOT NULL DEFAULT 0;
