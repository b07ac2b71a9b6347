-- A send under way holds its row until claimed_until (docs/ads.md, "A worker that dies"): a run
-- that died with it (a killed worker) leaves a claim that has passed, and the sweep that runs
-- every minute sends the row again instead of waiting for the job queue's 15-minute expiry. A
-- send of a batch claims each of its rows the same way, so no row goes in two requests at once.
ALTER TABLE "ad_sends" ADD COLUMN "claimed_until" TIMESTAMPTZ(3);
CREATE INDEX "ad_sends_pending_idx" ON "ad_sends" ("platform", "id") WHERE "status" = 'pending';
