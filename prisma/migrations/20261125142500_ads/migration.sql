-- Ad platforms learn from the shop's orders (docs/ads.md): the settings of the Meta pixel and
-- Conversions API and of the TikTok pixel and Events API, in one row of their own (the access
-- tokens are secrets the other settings' readers never need), the browser's event id an order
-- keeps so the server's events deduplicate with the pixel's, and every server send's result.
CREATE TABLE "ad_settings" (
  "id" INTEGER NOT NULL DEFAULT 1,
  "meta_pixel_id" TEXT,
  "meta_access_token" TEXT,
  "meta_test_event_code" TEXT,
  "tiktok_pixel_code" TEXT,
  "tiktok_access_token" TEXT,
  "tiktok_test_event_code" TEXT,
  -- The status at which an order is reported as a purchase.
  "purchase_on" TEXT NOT NULL DEFAULT 'confirmed',
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "ad_settings_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ad_settings_one_row" CHECK ("id" = 1),
  CONSTRAINT "ad_settings_purchase_on_check" CHECK ("purchase_on" IN ('confirmed', 'delivered'))
);
INSERT INTO "ad_settings" ("id") VALUES (1);

ALTER TABLE "orders" ADD COLUMN "ad_event_id" TEXT;

-- One row a platform, event and order: the unique key is what keeps a purchase from ever being
-- reported twice, whatever happens to the order afterwards.
CREATE TABLE "ad_sends" (
  "id" SERIAL NOT NULL,
  "order_id" INTEGER NOT NULL,
  "platform" TEXT NOT NULL,
  "event" TEXT NOT NULL,
  "event_id" TEXT NOT NULL,
  -- When the shopper or the desk did what is reported (the event's time on the platform).
  "event_time" TIMESTAMPTZ(3) NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'pending',
  -- Why it was skipped, or the platform's last error.
  "reason" TEXT,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "ad_sends_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ad_sends_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
  CONSTRAINT "ad_sends_platform_check" CHECK ("platform" IN ('meta', 'tiktok')),
  CONSTRAINT "ad_sends_event_check" CHECK ("event" IN ('lead', 'purchase')),
  CONSTRAINT "ad_sends_status_check" CHECK ("status" IN ('pending', 'sent', 'skipped', 'failed'))
);
CREATE UNIQUE INDEX "ad_sends_order_id_platform_event_key" ON "ad_sends"("order_id", "platform", "event");
CREATE INDEX "ad_sends_created_at_idx" ON "ad_sends"("created_at");
