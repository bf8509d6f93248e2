CREATE INDEX "bookings_status_date_idx" ON "bookings" USING btree ("status","date");--> statement-breakpoint
-- Readers that keep answers in memory (the admin figures, the bookings lists, the signed-in
-- caller) listen for these, as availability listens for 'schedule_changed' (migration 0002).
-- 'bookings_changed': any write to the bookings, their status history or their payment
-- transactions; 'users_changed': any write to the users. Sent on commit, once per channel and
-- table however many rows a transaction wrote.
CREATE FUNCTION "notify_bookings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bookings_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_bookings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_events_bookings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_transactions_bookings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_bookings_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_users_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();
