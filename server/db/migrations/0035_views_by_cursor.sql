CREATE TABLE "earnings_view_cursor" (
	"name" text PRIMARY KEY NOT NULL,
	"xact" text NOT NULL,
	"view_id" uuid NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_views" ADD COLUMN "xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "video_views_xact_idx" ON "video_views" USING btree ("xact","id");--> statement-breakpoint
-- Earnings reads validated views from here on (docs/decisions/0021-payouts.md, "Views read by cursor").
-- The views already there carry this migration's transaction id and have their `views.validated`
-- jobs queued (the legacy path still drains them): the cursor starts after all of them.
INSERT INTO "earnings_view_cursor" ("name", "xact", "view_id", "moved_at")
VALUES ('video_views', pg_current_xact_id()::text, 'ffffffff-ffff-ffff-ffff-ffffffffffff', now())
ON CONFLICT DO NOTHING;
