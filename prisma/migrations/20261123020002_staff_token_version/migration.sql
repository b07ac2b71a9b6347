-- Staff tokens carry the version of their user's credentials; a new password or role moves it
-- on, so every token signed before stops working (apps/api/src/middleware/authenticate.ts).
ALTER TABLE "staff_users" ADD COLUMN "token_version" INTEGER NOT NULL DEFAULT 0;
