-- Why Stripe refused a pending seat count for good (no more timed retries; shown to the admins).
ALTER TABLE "billing_accounts" ADD COLUMN "pending_seats_refusal" text;--> statement-breakpoint
-- The last Checkout Session opened for the account, expired before another is opened.
ALTER TABLE "billing_accounts" ADD COLUMN "checkout_session_id" text;
