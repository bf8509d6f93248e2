CREATE TABLE "booking_day_totals" (
	"date" date NOT NULL,
	"court_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"booked_minutes" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_totals_date_court_id_pk" PRIMARY KEY("date","court_id")
);
--> statement-breakpoint
ALTER TABLE "booking_day_totals" ADD CONSTRAINT "booking_day_totals_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("date");--> statement-breakpoint
-- What one booking adds to its court's day: 1 booking and its minutes unless cancelled, its
-- price if paid or completed. The trigger subtracts a row's old share and adds its new one in
-- the writer's transaction, so the totals always match the bookings a reader can see.
CREATE FUNCTION "add_booking_day_share"(
  "share_date" date, "share_court" uuid, "share_status" text, "share_payment" text,
  "share_minutes" integer, "share_price" integer, "sign" integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_day_totals" AS t ("date", "court_id", "bookings", "booked_minutes", "revenue")
  VALUES (
    share_date,
    share_court,
    sign * (CASE WHEN share_status <> 'cancelled' THEN 1 ELSE 0 END),
    sign * (CASE WHEN share_status <> 'cancelled' THEN share_minutes ELSE 0 END),
    sign * (CASE WHEN share_payment = 'paid' OR share_status = 'completed' THEN share_price ELSE 0 END)
  )
  ON CONFLICT ("date", "court_id") DO UPDATE SET
    "bookings" = t."bookings" + excluded."bookings",
    "booked_minutes" = t."booked_minutes" + excluded."booked_minutes",
    "revenue" = t."revenue" + excluded."revenue";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "count_booking_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD."date" = NEW."date" AND OLD."court_id" = NEW."court_id"
    AND OLD."duration_minutes" = NEW."duration_minutes" AND OLD."total_price" = NEW."total_price"
    AND (OLD."status" <> 'cancelled') = (NEW."status" <> 'cancelled')
    AND (OLD."payment_status" = 'paid' OR OLD."status" = 'completed')
      = (NEW."payment_status" = 'paid' OR NEW."status" = 'completed') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "add_booking_day_share"(OLD."date", OLD."court_id", OLD."status",
      OLD."payment_status", OLD."duration_minutes", OLD."total_price", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "add_booking_day_share"(NEW."date", NEW."court_id", NEW."status",
      NEW."payment_status", NEW."duration_minutes", NEW."total_price", 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "clear_booking_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_day_totals";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_day_totals"
  AFTER INSERT OR DELETE
    OR UPDATE OF "date", "court_id", "status", "payment_status", "duration_minutes", "total_price"
  ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "count_booking_day_totals"();
--> statement-breakpoint
CREATE TRIGGER "bookings_day_totals_truncate"
  AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "clear_booking_day_totals"();
--> statement-breakpoint
INSERT INTO "booking_day_totals" ("date", "court_id", "bookings", "booked_minutes", "revenue")
SELECT
  "date",
  "court_id",
  count(*) FILTER (WHERE "status" <> 'cancelled'),
  coalesce(sum("duration_minutes") FILTER (WHERE "status" <> 'cancelled'), 0),
  coalesce(sum("total_price") FILTER (WHERE "payment_status" = 'paid' OR "status" = 'completed'), 0)
FROM "bookings"
GROUP BY "date", "court_id";
