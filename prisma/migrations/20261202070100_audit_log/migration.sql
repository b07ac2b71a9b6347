-- The audit log (docs/product.md, "Audit log"): one row per staff action that changed a product,
-- a setting, a staff user, a payout, a carrier or the blocklist (order actions are order_events,
-- shown with it). It keeps the staff user's name as it was, with no foreign key, so deleting a
-- user changes no row; and the database itself refuses to change or delete a row.
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staff_user_id" INTEGER NOT NULL,
    "staff_nom" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" INTEGER,
    "summary" TEXT NOT NULL,
    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");
CREATE INDEX "audit_log_staff_user_id_at_idx" ON "audit_log"("staff_user_id", "at");
CREATE INDEX "order_events_staff_user_id_created_at_idx" ON "order_events"("staff_user_id", "created_at");

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted';
END;
$$;
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
