-- No double booking, guaranteed by the database: two bookings of one court that are not
-- cancelled can never overlap in time. Ranges are half-open, so 10:00-11:00 and 11:00-12:00
-- both fit. A violation raises SQLSTATE 23P01, which the api answers with 409.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_order" CHECK ("ends_at" > "starts_at");
