ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "thanks_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_one" CHECK ("bookings"."checked_in_at" is null or "bookings"."no_show_at" is null);--> statement-breakpoint
CREATE INDEX "bookings_no_show_user_idx" ON "bookings" USING btree ("user_id") WHERE "bookings"."no_show_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_thanks_due_idx" ON "bookings" USING btree ("thanks_due_at") WHERE "bookings"."thanks_due_at" is not null;
