ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_sign_in_idx" ON "users" USING btree (coalesce("last_sign_in_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
-- Members who signed in before the column existed: their newest open session says when, at least.
UPDATE "users" u SET "last_sign_in_at" = s.last FROM (SELECT "user_id", max("created_at") AS last FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";
