CREATE TABLE "schedule_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_revision_one_row" CHECK ("schedule_revision"."id" = 1)
);
--> statement-breakpoint
-- What availability is computed from changes in five tables. Writes to the four that hold the
-- schedule (courts, weekly hours, holidays, overrides) raise the revision in the writer's own
-- transaction, so a reader that sees the new revision sees the change with it; the triggers
-- run before the statement, so a writer takes the counter's row lock before any schedule row.
-- Writes to those four, and to the bookings' courts, times and statuses, also notify
-- 'schedule_changed' on commit, for readers that keep what they read in memory and listen.
INSERT INTO "schedule_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "raise_schedule_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "schedule_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  PERFORM pg_notify('schedule_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_schedule_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('schedule_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "courts_schedule_changed"
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courts"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_schedule_revision"();
--> statement-breakpoint
CREATE TRIGGER "operating_hours_schedule_changed"
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operating_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_schedule_revision"();
--> statement-breakpoint
CREATE TRIGGER "holidays_schedule_changed"
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_schedule_revision"();
--> statement-breakpoint
CREATE TRIGGER "court_overrides_schedule_changed"
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "court_overrides"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_schedule_revision"();
--> statement-breakpoint
CREATE TRIGGER "bookings_schedule_changed"
  AFTER INSERT OR DELETE OR TRUNCATE
    OR UPDATE OF "court_id", "date", "start_time", "end_time", "status" ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_schedule_changed"();
