-- Deliver first (docs/product.md, "Risk bands" and "WhatsApp confirmation"): each order's risk
-- band with its score, reasons and the facts they came from; the fitted model and the cities'
-- refusal rates the nightly refit writes; and the WhatsApp Cloud API's settings, sends,
-- conversation, received webhooks and the phones that said STOP.

CREATE TABLE "order_risks" (
  "order_id" INTEGER NOT NULL,
  "band" TEXT NOT NULL,
  -- The model's probability that the parcel is refused or returned, 0 to 1.
  "score" DOUBLE PRECISION NOT NULL,
  -- Sentences an agent reads ("2 refused parcels on this number"), strongest first.
  "reasons" JSONB NOT NULL DEFAULT '[]',
  -- The facts the score came from (packages/shared/src/risk.ts, RiskFeatures): the refit learns from them.
  "features" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "order_risks_pkey" PRIMARY KEY ("order_id"),
  CONSTRAINT "order_risks_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
  CONSTRAINT "order_risks_band_check" CHECK ("band" IN ('low', 'medium', 'high'))
);

-- One row a refit; the newest is the model in use. No row: the defaults of packages/shared/src/risk.ts.
CREATE TABLE "risk_models" (
  "id" SERIAL NOT NULL,
  "intercept" DOUBLE PRECISION NOT NULL,
  "weights" JSONB NOT NULL,
  -- The median goods total of the last 90 days' orders: "basket against the shop's usual".
  "usual_basket" DECIMAL(10, 2) NOT NULL,
  -- Refused or returned among the last 90 days' delivered, refused and returned parcels.
  "shop_refusal_rate" DOUBLE PRECISION NOT NULL,
  -- Parcels with an outcome the weights were fitted on; 0: the defaults were kept (too few).
  "sample" INTEGER NOT NULL,
  "fitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "risk_models_pkey" PRIMARY KEY ("id")
);

-- Each city's parcels with an outcome over the last 90 days, as of the last refit.
CREATE TABLE "risk_city_rates" (
  "city" TEXT NOT NULL,
  "parcels" INTEGER NOT NULL,
  "refused" INTEGER NOT NULL,
  "refreshed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "risk_city_rates_pkey" PRIMARY KEY ("city")
);

-- "Several phones or names from one session, address or IP in 24 hours", read when an order is placed.
CREATE INDEX "guest_sessions_ip_address_last_activity_idx" ON "guest_sessions"("ip_address", "last_activity");
CREATE INDEX "orders_customer_address_created_at_idx" ON "orders"("customer_address", "created_at")
  WHERE "customer_address" IS NOT NULL;

CREATE TABLE "whatsapp_settings" (
  "id" INTEGER NOT NULL DEFAULT 1,
  "phone_number_id" TEXT,
  "access_token" TEXT,
  "app_secret" TEXT,
  "verify_token" TEXT,
  -- Approved template names by language: {"en": "...", "fr": "...", "ar": "..."}.
  "templates" JSONB NOT NULL DEFAULT '{}',
  "delivery_templates" JSONB NOT NULL DEFAULT '{}',
  "bands" TEXT[] NOT NULL DEFAULT ARRAY['low', 'medium']::TEXT[],
  "reply_hours" INTEGER NOT NULL DEFAULT 2,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "whatsapp_settings_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "whatsapp_settings_one_row" CHECK ("id" = 1),
  -- High-band orders are always called first (decisions.md, "Deliver first").
  CONSTRAINT "whatsapp_settings_bands_check" CHECK ("bands" <@ ARRAY['low', 'medium']::TEXT[]),
  CONSTRAINT "whatsapp_settings_reply_hours_check" CHECK ("reply_hours" BETWEEN 1 AND 72)
);
INSERT INTO "whatsapp_settings" ("id") VALUES (1);

-- One row an order and purpose: the unique key is what keeps a message from ever going twice.
CREATE TABLE "whatsapp_sends" (
  "id" SERIAL NOT NULL,
  "order_id" INTEGER NOT NULL,
  "purpose" TEXT NOT NULL,
  "status" TEXT NOT NULL DEFAULT 'pending',
  -- Why it was skipped, or Meta's last error.
  "reason" TEXT,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  -- Meta's message id (wamid.…) once accepted.
  "wamid" TEXT,
  -- A confirmation's end: awaiting (sent, no answer yet), confirmed, canceled, replied, no_answer, stopped.
  "outcome" TEXT,
  "sent_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "whatsapp_sends_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "whatsapp_sends_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
  CONSTRAINT "whatsapp_sends_purpose_check" CHECK ("purpose" IN ('confirm', 'delivery')),
  CONSTRAINT "whatsapp_sends_status_check" CHECK ("status" IN ('pending', 'sent', 'skipped', 'failed')),
  CONSTRAINT "whatsapp_sends_outcome_check" CHECK ("outcome" IN ('awaiting', 'confirmed', 'canceled', 'replied', 'no_answer', 'stopped'))
);
CREATE UNIQUE INDEX "whatsapp_sends_order_id_purpose_key" ON "whatsapp_sends"("order_id", "purpose");
CREATE INDEX "whatsapp_sends_outcome_sent_at_idx" ON "whatsapp_sends"("outcome", "sent_at");
CREATE UNIQUE INDEX "whatsapp_sends_wamid_key" ON "whatsapp_sends"("wamid");

-- The conversation shown on the order: what the store sent and what the shopper answered.
CREATE TABLE "whatsapp_messages" (
  "id" SERIAL NOT NULL,
  "order_id" INTEGER,
  "phone" TEXT NOT NULL,
  "direction" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  -- Meta's message id: a webhook Meta delivers again is recorded once.
  "wamid" TEXT NOT NULL,
  -- What the store did with it ("confirmed the order", "order already confirmed: nothing changed").
  "effect" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "whatsapp_messages_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "whatsapp_messages_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
  CONSTRAINT "whatsapp_messages_direction_check" CHECK ("direction" IN ('in', 'out'))
);
CREATE UNIQUE INDEX "whatsapp_messages_wamid_direction_key" ON "whatsapp_messages"("wamid", "direction");
CREATE INDEX "whatsapp_messages_order_id_idx" ON "whatsapp_messages"("order_id");

-- Webhook bodies as Meta signed them, kept until a job has handled them: a restart loses nothing.
CREATE TABLE "whatsapp_inbox" (
  "id" SERIAL NOT NULL,
  "body" JSONB NOT NULL,
  "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "handled_at" TIMESTAMPTZ(3),
  CONSTRAINT "whatsapp_inbox_pkey" PRIMARY KEY ("id")
);

-- Phones that asked for no more messages (STOP, ARRET, توقف…).
CREATE TABLE "whatsapp_opt_outs" (
  "phone" TEXT NOT NULL,
  "said" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "whatsapp_opt_outs_pkey" PRIMARY KEY ("phone")
);
