-- A team, not one password (docs/product.md, "Team"): three more roles; a staff user can be
-- disabled (its tokens are refused at once) and shows when it last logged in; a token's last use
-- is kept so that a session left idle for 12 hours ends (middleware/authenticate.ts).
ALTER TYPE "staff_role" ADD VALUE 'agent' AFTER 'admin';
ALTER TYPE "staff_role" ADD VALUE 'shipper' AFTER 'agent';
ALTER TYPE "staff_role" ADD VALUE 'accountant' AFTER 'shipper';

ALTER TABLE "staff_users" ADD COLUMN "disabled_at" TIMESTAMPTZ(3);
ALTER TABLE "staff_users" ADD COLUMN "last_login_at" TIMESTAMPTZ(3);

CREATE TABLE "staff_token_activity" (
    "jti" TEXT NOT NULL,
    "last_active_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "staff_token_activity_pkey" PRIMARY KEY ("jti")
);
CREATE INDEX "staff_token_activity_expires_at_idx" ON "staff_token_activity"("expires_at");
