-- Decision 041: subjects are hashed with a server-only secret. Rows already there were hashed with
-- the payload key; they are marked so, and re-keyed (or, where that cannot be done, dropped) at start-up.
ALTER TABLE "rate_limit_counters" ADD COLUMN "hashed_with" text DEFAULT 'payload-key' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ALTER COLUMN "hashed_with" SET DEFAULT 'hash-secret';
