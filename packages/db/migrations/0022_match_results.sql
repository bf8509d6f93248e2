-- Match results and the levels they move: a player of the match enters the sets naming the pairs,
-- a player of the other pair confirms (or rejects) it; a confirmed result writes each player's
-- level before and after.
CREATE TABLE "match_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pair_a_first" uuid NOT NULL,
	"pair_a_second" uuid NOT NULL,
	"pair_b_first" uuid NOT NULL,
	"pair_b_second" uuid NOT NULL,
	"sets" jsonb NOT NULL,
	"entered_by" uuid NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "match_results_status" CHECK ("match_results"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "level_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"level_before" real,
	"level_after" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_history_level_after" CHECK ("level_history"."level_after" BETWEEN 1 AND 7)
);
--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_history" ADD CONSTRAINT "level_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_history" ADD CONSTRAINT "level_history_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_history" ADD CONSTRAINT "level_history_result_id_match_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."match_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One live result a match (waiting or confirmed): a rejected one may be entered again.
CREATE UNIQUE INDEX "match_results_live_key" ON "match_results" USING btree ("match_id") WHERE "match_results"."status" in ('pending', 'confirmed');--> statement-breakpoint
-- A match moves a player's level once, however many confirmations arrive.
CREATE UNIQUE INDEX "level_history_match_player_key" ON "level_history" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE INDEX "level_history_user_idx" ON "level_history" USING btree ("user_id","created_at");
