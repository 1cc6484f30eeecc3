CREATE TABLE "earnings_withheld_releases" (
	"decision_id" text PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_withheld_views" (
	"view_id" uuid PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"video_duration_s" real NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" text,
	CONSTRAINT "earnings_withheld_views_amount_positive" CHECK ("earnings_withheld_views"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "earnings_withheld_releases_video_idx" ON "earnings_withheld_releases" USING btree ("video_id","released_at");--> statement-breakpoint
CREATE INDEX "earnings_withheld_views_unreleased_idx" ON "earnings_withheld_views" USING btree ("video_id","view_id") WHERE "earnings_withheld_views"."released_at" is null;--> statement-breakpoint
CREATE INDEX "earnings_withheld_views_owner_idx" ON "earnings_withheld_views" USING btree ("owner_id","video_id");