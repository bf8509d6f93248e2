-- A player's padel level (1.0 to 7.0), null until they choose one.
ALTER TABLE "users" ADD COLUMN "level" real;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_range" CHECK ("users"."level" IS NULL OR "users"."level" BETWEEN 1 AND 7);--> statement-breakpoint
-- An outbox message's hour of retries starts when it is written, or again when an admin retries it.
ALTER TABLE "outbox_messages" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "outbox_messages" SET "queued_at" = "created_at";
