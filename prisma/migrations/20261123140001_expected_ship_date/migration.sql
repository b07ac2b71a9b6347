-- A pre-order product's expected shipping date (optional; docs/product.md "Pre-orders"). An order
-- line keeps whether it was a pre-order and the date promised when it was placed: the product's
-- status and date may change later, the promise made to that shopper does not.
ALTER TABLE "products" ADD COLUMN "expected_ship_date" DATE;
ALTER TABLE "order_items" ADD COLUMN "pre_order" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "expected_ship_date" DATE;
