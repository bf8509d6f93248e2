-- Money taken at the desk: cash, a card terminal, a bank transfer or a JazzCash QR. A payment is
-- voided (who, when, why), never deleted; its booking number is copied so the cash-up still
-- reads it when the booking is deleted.
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"booking_number" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"taken_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "booking_payments_method" CHECK ("booking_payments"."method" in ('cash', 'card_terminal', 'bank_transfer', 'jazzcash_qr')),
	CONSTRAINT "booking_payments_amount" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_void" CHECK (("booking_payments"."voided_at" is null) = ("booking_payments"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_created_idx" ON "booking_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");
--> statement-breakpoint
-- A desk payment changes what a booking owes: the lists kept in memory and the desk's live
-- screens learn of it as of any write to the bookings (migration 0008).
CREATE TRIGGER "booking_payments_bookings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_bookings_changed"();
