-- An agent's commission per delivered order, in dh (docs/product.md, "Agent figures and
-- commissions"); 0 until an admin sets it.
ALTER TABLE "staff_users" ADD COLUMN "commission_per_delivered" DECIMAL(10,2) NOT NULL DEFAULT 0;
