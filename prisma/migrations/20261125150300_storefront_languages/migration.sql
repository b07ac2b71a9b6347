-- The storefront speaks English, French and Arabic (docs/product.md, "Languages").
-- A product may have its own French and Arabic name and description; the storefront falls back
-- to the default ones when they are empty.
ALTER TABLE "products"
  ADD COLUMN "name_fr" TEXT,
  ADD COLUMN "name_ar" TEXT,
  ADD COLUMN "description_fr" TEXT,
  ADD COLUMN "description_ar" TEXT;

-- The language the shopper placed the order in: the confirmation desk calls and writes in it.
ALTER TABLE "orders"
  ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en',
  ADD CONSTRAINT "orders_language_check" CHECK ("language" IN ('en', 'fr', 'ar'));
