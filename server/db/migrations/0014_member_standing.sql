CREATE TABLE "member_standing" (
	"user_id" text PRIMARY KEY NOT NULL,
	"access_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_views" ADD COLUMN "viewer_sanctioned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_standing" ADD CONSTRAINT "member_standing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Grants issued under the plan's access version stay valid: the member's version starts where it was.
INSERT INTO "member_standing" ("user_id", "access_version")
  SELECT "user_id", "access_version" FROM "billing_customers";--> statement-breakpoint
ALTER TABLE "billing_customers" DROP COLUMN "access_version";