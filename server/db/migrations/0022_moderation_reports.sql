CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_id" text,
	"reporter_name" text,
	"reporter_email" text,
	"good_faith_at" timestamp (3) with time zone,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"range_start_s" integer,
	"range_end_s" integer,
	"locale" text DEFAULT 'fr' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	CONSTRAINT "moderation_reports_status_check" CHECK (status IN ('open', 'dismissed', 'actioned')),
	CONSTRAINT "moderation_reports_range_check" CHECK ((range_start_s IS NULL) = (range_end_s IS NULL) AND (range_start_s IS NULL OR range_start_s < range_end_s))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_target_idx" ON "moderation_items" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "moderation_items_owner_idx" ON "moderation_items" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_reference_idx" ON "moderation_reports" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_idx" ON "moderation_reports" USING btree ("item_id","reporter_id") WHERE status = 'open' AND reporter_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "moderation_reports_item_idx" ON "moderation_reports" USING btree ("item_id","status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter_idx" ON "moderation_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);