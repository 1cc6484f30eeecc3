CREATE TABLE "earnings_counted_views" (
	"view_id" uuid PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_creators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unsettled_since" date,
	"auto_payout" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_daily" (
	"owner_id" text NOT NULL,
	"day" date NOT NULL,
	"video_id" uuid NOT NULL,
	"validated_views" integer DEFAULT 0 NOT NULL,
	"paid_views" integer DEFAULT 0 NOT NULL,
	"earned_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "earnings_daily_owner_id_day_video_id_pk" PRIMARY KEY("owner_id","day","video_id")
);
--> statement-breakpoint
CREATE TABLE "earnings_payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"transfers_active" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline" timestamp with time zone,
	"disabled_reason" text,
	"destination_changed_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earnings_payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "earnings_payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"payout_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "earnings_unposted_credits" (
	"view_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"video_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"video_duration_s" real NOT NULL,
	"validated_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"automatic" boolean NOT NULL,
	"request_key" text,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"transfer_id" text,
	"payout_id" text,
	"waiting_for_funds" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"requested_at" timestamp with time zone NOT NULL,
	"transferred_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "earnings_withdrawals_amount_positive" CHECK ("earnings_withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "earnings_counted_views_counted_idx" ON "earnings_counted_views" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "earnings_creators_unsettled_idx" ON "earnings_creators" USING btree ("unsettled_since") WHERE "earnings_creators"."unsettled_since" is not null;--> statement-breakpoint
CREATE INDEX "earnings_creators_auto_payout_idx" ON "earnings_creators" USING btree ("user_id") WHERE "earnings_creators"."auto_payout";--> statement-breakpoint
CREATE INDEX "earnings_daily_video_idx" ON "earnings_daily" USING btree ("owner_id","video_id");--> statement-breakpoint
CREATE INDEX "earnings_unposted_credits_view_order_idx" ON "earnings_unposted_credits" USING btree ("validated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_withdrawals_one_in_flight_idx" ON "earnings_withdrawals" USING btree ("user_id") WHERE "earnings_withdrawals"."status" in ('requested', 'transferred', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_withdrawals_request_key_idx" ON "earnings_withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "earnings_withdrawals_user_idx" ON "earnings_withdrawals" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "earnings_withdrawals_payout_idx" ON "earnings_withdrawals" USING btree ("payout_id");