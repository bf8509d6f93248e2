-- A match share paid at the desk: the desk payment names the seat it pays for. At most one live
-- (not voided) payment a seat, so recording it twice records it once.
ALTER TABLE "booking_payments" ADD COLUMN "match_player_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_match_player_id_match_players_id_fk" FOREIGN KEY ("match_player_id") REFERENCES "public"."match_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_match_player_key" ON "booking_payments" USING btree ("match_player_id") WHERE "booking_payments"."match_player_id" is not null and "booking_payments"."voided_at" is null;
