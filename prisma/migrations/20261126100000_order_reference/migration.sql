-- The shopper's links to an order (its page, the desk's WhatsApp message) carry this random
-- reference instead of the sequential id, so no order can be found by counting
-- (docs/product.md "Order page"). 128 bits from PostgreSQL's strong random source (a version 4
-- UUID: 122 of them random), written as 22 URL-safe characters. The default is volatile, so
-- adding the column gives every existing order its own reference.
ALTER TABLE "orders"
  ADD COLUMN "reference" TEXT NOT NULL
    DEFAULT translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_');

-- CreateIndex
CREATE UNIQUE INDEX "orders_reference_key" ON "orders"("reference");
