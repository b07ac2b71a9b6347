-- No-answer retries are planned (docs/product.md "Confirmation desk"): after an unanswered call
-- the order's next attempt is this many hours later, and after this many unanswered calls the
-- desk proposes the WhatsApp message.
ALTER TABLE "shop_settings"
  ADD COLUMN "retry_after_hours" INTEGER NOT NULL DEFAULT 2,
  ADD COLUMN "whatsapp_after_attempts" INTEGER NOT NULL DEFAULT 4;
