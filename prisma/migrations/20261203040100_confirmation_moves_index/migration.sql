-- Each order's moves to confirmed by a staff user (modules/reports/agents.ts, MOVED_TO_CONFIRMED):
-- the commission's rule reads them for every delivered order of PROFIT's range, and the JSON of
-- every other event need not be parsed for it.
CREATE INDEX "order_events_confirmations_idx" ON "order_events" ("order_id", "id" DESC)
  INCLUDE ("staff_user_id")
  WHERE (details->>'to') = 'confirmed' AND (details->>'from') <> 'confirmed' AND staff_user_id IS NOT NULL;
