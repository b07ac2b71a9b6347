-- Counters of the rate limits (failed logins, contact messages, new guest sessions), shared by
-- every API process: the table rate-limiter-flexible's PostgreSQL store reads and upserts
-- (docs/decisions/020-rate-limits-in-postgresql.md). `expire` is in epoch milliseconds.
CREATE TABLE "rate_limits" (
  "key" VARCHAR(255) NOT NULL,
  "points" INTEGER NOT NULL DEFAULT 0,
  "expire" BIGINT,
  CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
