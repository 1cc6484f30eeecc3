CREATE TABLE "billing_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_guarantee_uses" (
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"subscription_id" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_guarantee_uses_user_id_plan_pk" PRIMARY KEY("user_id","plan")
);
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "provider_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "clock_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_customers" ADD COLUMN "clock_window_advances" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_guarantee_uses" ADD CONSTRAINT "billing_guarantee_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_checkouts_user_idx" ON "billing_checkouts" USING btree ("user_id","plan","created_at");--> statement-breakpoint
ALTER TABLE "billing_customers" DROP COLUMN "provider_read_at";