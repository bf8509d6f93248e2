-- Open matches: a booking offered to players of a level range, each paying a share.
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"host_id" uuid,
	"open_seats" smallint NOT NULL,
	"level_min" real NOT NULL,
	"level_max" real NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"notified_full_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_open_seats" CHECK ("matches"."open_seats" BETWEEN 1 AND 4),
	CONSTRAINT "matches_levels" CHECK ("matches"."level_min" BETWEEN 1 AND 7 AND "matches"."level_max" BETWEEN 1 AND 7 AND "matches"."level_min" <= "matches"."level_max"),
	CONSTRAINT "matches_status" CHECK ("matches"."status" in ('open', 'full', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "match_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seat" smallint NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"share" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"host_refunded_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "match_players_seat" CHECK ("match_players"."seat" BETWEEN 1 AND 4),
	CONSTRAINT "match_players_status" CHECK ("match_players"."status" in ('joined', 'left', 'expired', 'removed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_booking_key" ON "matches" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status");--> statement-breakpoint
-- One player a seat, and a player once, among those in the match: of two players taking the
-- last seat at once, one insert wins.
CREATE UNIQUE INDEX "match_players_seat_key" ON "match_players" USING btree ("match_id","seat") WHERE "match_players"."status" = 'joined';--> statement-breakpoint
CREATE UNIQUE INDEX "match_players_player_key" ON "match_players" USING btree ("match_id","user_id") WHERE "match_players"."status" = 'joined';--> statement-breakpoint
CREATE INDEX "match_players_user_idx" ON "match_players" USING btree ("user_id");--> statement-breakpoint
-- A share's JazzCash payment names its seat; it also names the booking, whose paid amount it counts in.
ALTER TABLE "payment_transactions" ADD COLUMN "match_player_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_match_player_id_match_players_id_fk" FOREIGN KEY ("match_player_id") REFERENCES "public"."match_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_match_player_idx" ON "payment_transactions" USING btree ("match_player_id");
