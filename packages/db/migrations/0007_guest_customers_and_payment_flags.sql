ALTER TABLE "bookings" ADD COLUMN "guest_customer" jsonb;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_flag" CHECK ("payment_transactions"."flag" in ('mismatch', 'refund'));