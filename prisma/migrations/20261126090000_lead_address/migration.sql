-- A lead keeps the address the shopper typed in the checkout or quick-order form, so the order made
-- from it on the call starts with it (docs/product.md "Leads").
ALTER TABLE "leads" ADD COLUMN "customer_address" TEXT;
