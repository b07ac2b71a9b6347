-- Profit truth (docs/product.md, "Profit"): the costs the shop types once, the read access to the
-- ad platforms' reports, and ad spend per ad and per day.

-- A product's unit cost in dh; NULL: unknown, and every profit figure that needs it says so.
ALTER TABLE "products" ADD COLUMN "unit_cost" DECIMAL(10,2) CHECK ("unit_cost" >= 0);

-- What a carrier charges: per delivered parcel, per refused or returned parcel, and a percentage
-- of the cash it collects. NULL: not typed yet (the profit figures that need it say so).
ALTER TABLE "carriers"
    ADD COLUMN "delivery_fee" DECIMAL(10,2) CHECK ("delivery_fee" >= 0),
    ADD COLUMN "return_fee" DECIMAL(10,2) CHECK ("return_fee" >= 0),
    ADD COLUMN "cash_fee_percent" DECIMAL(5,2) CHECK ("cash_fee_percent" >= 0 AND "cash_fee_percent" <= 100);

-- One row: packaging per order, the rates (dh per unit) of ad spend currencies, and the ad
-- platforms' reporting accounts with their read tokens (write-only, never answered).
CREATE TABLE "profit_settings" (
    "id" INTEGER NOT NULL DEFAULT 1 CHECK ("id" = 1),
    "packaging_cost" DECIMAL(10,2) NOT NULL DEFAULT 0 CHECK ("packaging_cost" >= 0),
    "currency_rates" JSONB NOT NULL DEFAULT '{}',
    "meta_ad_account_id" TEXT,
    "meta_read_token" TEXT,
    "tiktok_advertiser_id" TEXT,
    "tiktok_read_token" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "profit_settings_pkey" PRIMARY KEY ("id")
);
INSERT INTO "profit_settings" ("id") VALUES (1);

-- Ad spend of one ad (or campaign, for sources without ads) on one day, in the platform's
-- currency and in dh at the rate of the day it was stored. A day stored again for a platform
-- replaces that day's rows of the platform (modules/profit/ad-spend.service.ts).
CREATE TABLE "ad_spend" (
    "id" SERIAL NOT NULL,
    "day" DATE NOT NULL,
    "platform" TEXT NOT NULL CHECK ("platform" IN ('meta', 'tiktok', 'other')),
    "campaign" TEXT NOT NULL,
    "campaign_id" TEXT,
    "adset" TEXT,
    "adset_id" TEXT,
    "ad" TEXT,
    "ad_id" TEXT,
    "spend" DECIMAL(12,2) NOT NULL CHECK ("spend" >= 0),
    "currency" TEXT NOT NULL,
    "spend_dh" DECIMAL(12,2) NOT NULL CHECK ("spend_dh" >= 0),
    -- 'api' (the platform's reporting API) or 'upload' (a sheet or JSON rows).
    "source" TEXT NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ad_spend_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ad_spend_day_platform_idx" ON "ad_spend"("day", "platform");
