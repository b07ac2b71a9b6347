-- Limits on what a shopper may order, with defaults a real shopper never meets
-- (docs/product.md "Limits against abuse"), edited in the back office's SETTINGS tab.
ALTER TABLE "shop_settings"
  ADD COLUMN "units_per_line" INTEGER NOT NULL DEFAULT 10 CHECK ("units_per_line" BETWEEN 1 AND 99),
  ADD COLUMN "units_per_order" INTEGER NOT NULL DEFAULT 20 CHECK ("units_per_order" BETWEEN 1 AND 10000),
  ADD COLUMN "orders_per_phone_per_day" INTEGER NOT NULL DEFAULT 3 CHECK ("orders_per_phone_per_day" BETWEEN 1 AND 1000000),
  ADD COLUMN "orders_per_session_per_day" INTEGER NOT NULL DEFAULT 3 CHECK ("orders_per_session_per_day" BETWEEN 1 AND 1000000),
  ADD COLUMN "orders_per_address_per_hour" INTEGER NOT NULL DEFAULT 30 CHECK ("orders_per_address_per_hour" BETWEEN 1 AND 1000000);

-- Phones and addresses whose orders the shop refuses (neutrally), each with the staff's reason.
CREATE TABLE "blocklist" (
  "id" SERIAL NOT NULL,
  "phone" TEXT,
  "ip" TEXT,
  "reason" TEXT NOT NULL,
  "created_by" INTEGER,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "blocklist_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "blocklist_phone_or_ip" CHECK ("phone" IS NOT NULL OR "ip" IS NOT NULL),
  CONSTRAINT "blocklist_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "staff_users"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "blocklist_phone_key" ON "blocklist"("phone");
CREATE UNIQUE INDEX "blocklist_ip_key" ON "blocklist"("ip");

-- Each order refused because of the blocklist: the traffic log of blocked attempts.
CREATE TABLE "blocked_orders" (
  "id" SERIAL NOT NULL,
  "entry_id" INTEGER,
  "phone" TEXT NOT NULL,
  "ip" TEXT,
  "session_id" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "blocked_orders_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "blocked_orders_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "blocklist"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "blocked_orders_entry_id_idx" ON "blocked_orders"("entry_id");
CREATE INDEX "blocked_orders_created_at_idx" ON "blocked_orders"("created_at");

-- Every API process keeps the limits and the blocklist in memory (apps/api/src/lib/order-guard-cache.ts):
-- each order checks them. A change notifies `order_guard_changed` once committed, and each process
-- forgets its copy (apps/api/src/lib/catalog-changes.ts), as for the delivery settings.
CREATE FUNCTION notify_order_guard_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_guard_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER shop_settings_notify_order_guard AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_order_guard_changed();
CREATE TRIGGER blocklist_notify_order_guard AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blocklist"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_order_guard_changed();
