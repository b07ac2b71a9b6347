-- Where a shopper came from (docs/product.md, "Attribution"): a session keeps its first page's
-- utm fields, landing path and referrer host, and its last ad click within 7 days; an order keeps
-- a copy of its session's at the moment it was placed. Orders taken by phone have none.
CREATE TABLE "session_attributions" (
    "session_id" TEXT NOT NULL,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "utm_content" TEXT,
    "utm_term" TEXT,
    "landing_path" TEXT,
    "referrer_host" TEXT,
    "fbc" TEXT,
    "fbp" TEXT,
    "ttclid" TEXT,
    "ttp" TEXT,
    "clicked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "session_attributions_pkey" PRIMARY KEY ("session_id"),
    CONSTRAINT "session_attributions_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "guest_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "order_attributions" (
    "order_id" INTEGER NOT NULL,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "utm_content" TEXT,
    "utm_term" TEXT,
    "landing_path" TEXT,
    "referrer_host" TEXT,
    "fbc" TEXT,
    "fbp" TEXT,
    "ttclid" TEXT,
    "ttp" TEXT,
    "clicked_at" TIMESTAMPTZ(3),
    -- Taken when the order is placed, so the ad events sent later carry the shopper's, not the
    -- worker's.
    "client_ip" TEXT,
    "user_agent" TEXT,
    CONSTRAINT "order_attributions_pkey" PRIMARY KEY ("order_id"),
    CONSTRAINT "order_attributions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- The profit report groups orders by campaign, ad set and ad, matched case-insensitively.
CREATE INDEX "order_attributions_campaign_idx" ON "order_attributions" (lower("utm_campaign"));
