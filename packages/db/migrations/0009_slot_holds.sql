CREATE TABLE "slot_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"court_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"holder_id" uuid,
	"client_address" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_claims_kind" CHECK (("slot_claims"."booking_id" is not null and "slot_claims"."holder_id" is null and "slot_claims"."expires_at" is null)
        or ("slot_claims"."booking_id" is null and "slot_claims"."holder_id" is not null and "slot_claims"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_booking_key" ON "slot_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_holder_key" ON "slot_claims" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "slot_claims_court_date_idx" ON "slot_claims" USING btree ("court_id","date");--> statement-breakpoint
CREATE INDEX "slot_claims_expires_idx" ON "slot_claims" USING btree ("expires_at");--> statement-breakpoint
-- One claim per live booking and per held slot; no two claims of a court overlap in time, so
-- holds exclude each other and bookings, under concurrency, whoever asks first. Ranges are
-- half-open like the bookings' own constraint (migration 0001). A violation raises 23P01.
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_time_order" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
-- Each booking that is not cancelled has its claim, kept in the booking writer's transaction:
-- a booking over another player's live hold fails there with 23P01, and cancelling a booking
-- frees its claim with it. A deleted booking's claim goes by the foreign key's cascade.
CREATE FUNCTION "sync_booking_claim"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."status" = 'cancelled' THEN
      DELETE FROM "slot_claims" WHERE "booking_id" = NEW."id";
      RETURN NULL;
    END IF;
    IF OLD."status" <> 'cancelled' THEN
      UPDATE "slot_claims"
        SET "court_id" = NEW."court_id", "date" = NEW."date",
            "start_time" = NEW."start_time", "end_time" = NEW."end_time",
            "starts_at" = NEW."starts_at", "ends_at" = NEW."ends_at"
        WHERE "booking_id" = NEW."id"
          AND ("court_id", "date", "start_time", "end_time", "starts_at", "ends_at")
            IS DISTINCT FROM (NEW."court_id", NEW."date", NEW."start_time", NEW."end_time", NEW."starts_at", NEW."ends_at");
      RETURN NULL;
    END IF;
  END IF;
  IF NEW."status" <> 'cancelled' THEN
    INSERT INTO "slot_claims" ("court_id", "date", "start_time", "end_time", "starts_at", "ends_at", "booking_id")
      VALUES (NEW."court_id", NEW."date", NEW."start_time", NEW."end_time", NEW."starts_at", NEW."ends_at", NEW."id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_sync_claim"
  AFTER INSERT OR UPDATE OF "court_id", "date", "start_time", "end_time", "starts_at", "ends_at", "status"
  ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "sync_booking_claim"();
--> statement-breakpoint
INSERT INTO "slot_claims" ("court_id", "date", "start_time", "end_time", "starts_at", "ends_at", "booking_id")
  SELECT "court_id", "date", "start_time", "end_time", "starts_at", "ends_at", "id"
  FROM "bookings" WHERE "status" <> 'cancelled';
--> statement-breakpoint
-- Holds change what players may book: availability keeps them in memory like the bookings and
-- listens for 'schedule_changed' (migration 0002). Per row, so the sweep of expired holds that
-- every code request runs notifies only when it deleted one (a transaction's identical
-- notifications are sent once).
CREATE TRIGGER "slot_claims_schedule_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "slot_claims"
  FOR EACH ROW EXECUTE FUNCTION "notify_schedule_changed"();
--> statement-breakpoint
CREATE TRIGGER "slot_claims_truncated"
  AFTER TRUNCATE ON "slot_claims"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_changed"();
