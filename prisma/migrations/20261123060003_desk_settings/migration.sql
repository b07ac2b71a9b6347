-- Settings of the confirmation desk (docs/product.md "Confirmation desk"): after how many hours an
-- unanswered order is canceled, and the WhatsApp messages (NULL: the built-in text).
ALTER TABLE "shop_settings"
  ADD COLUMN "auto_cancel_hours" INTEGER NOT NULL DEFAULT 72,
  ADD COLUMN "whatsapp_template_fr" TEXT,
  ADD COLUMN "whatsapp_template_ar" TEXT,
  ADD CONSTRAINT "shop_settings_auto_cancel_hours_check" CHECK ("auto_cancel_hours" BETWEEN 1 AND 720);
