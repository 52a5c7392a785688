-- The idempotency key sent with every attempt at the pending seat count, so Stripe applies it once.
ALTER TABLE "billing_accounts" ADD COLUMN "pending_seats_key" text;
