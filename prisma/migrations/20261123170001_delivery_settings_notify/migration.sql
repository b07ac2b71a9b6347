-- Every API process keeps the delivery settings (zones, cities, free-delivery threshold) in memory
-- (apps/api/src/lib/delivery-settings-cache.ts): each order reads them. A statement that changes
-- them notifies the channel `delivery_settings_changed` once its transaction commits, and each
-- process LISTENs and forgets its copy (apps/api/src/lib/catalog-changes.ts). A channel of its own,
-- not `catalog_changed`: orders notify that one, and must not empty this cache.
-- docs/decisions/021-delivery-settings-cache.md
CREATE FUNCTION notify_delivery_settings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('delivery_settings_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER shop_settings_notify_delivery AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_settings_changed();
CREATE TRIGGER delivery_zones_notify_delivery AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_settings_changed();
CREATE TRIGGER delivery_cities_notify_delivery AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_cities"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_settings_changed();
