-- Every API process keeps the public catalog's answers in memory (apps/api/src/lib/
-- catalog-cache.ts). A statement that changes what the catalog shows (products, their sizes and
-- stock, and the orders whose units count as sold) notifies the channel `catalog_changed`;
-- PostgreSQL delivers a notification only when its transaction commits, and folds the identical
-- notifications of one transaction into one. Each process LISTENs and forgets its cached answers
-- (docs/decisions/030-catalog-invalidation-listen-notify.md).
CREATE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER products_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER product_sizes_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER orders_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
CREATE TRIGGER order_items_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
