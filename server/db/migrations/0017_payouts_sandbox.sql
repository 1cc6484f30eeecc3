CREATE TABLE "sandbox_connect_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"holder_name" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"bank_last4" text,
	"bank_behaviour" text,
	"destination_changed_at" timestamp with time zone,
	"requirements_due" jsonb NOT NULL,
	"requirements_deadline" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_connect_links" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"refresh_url" text,
	"return_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payout_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"account_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"withdrawal_id" text NOT NULL,
	"status" text NOT NULL,
	"behaviour" text NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"next_step_at" timestamp with time zone,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_platform_topups" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transfer_group" text NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_connect_links_account_idx" ON "sandbox_connect_links" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sandbox_payout_events_pending_idx" ON "sandbox_payout_events" USING btree ("seq") WHERE "sandbox_payout_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_payouts_account_idx" ON "sandbox_payouts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_due_idx" ON "sandbox_payouts" USING btree ("next_step_at") WHERE "sandbox_payouts"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_transfer_reversals_transfer_idx" ON "sandbox_transfer_reversals" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_group_idx" ON "sandbox_transfers" USING btree ("transfer_group");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_account_idx" ON "sandbox_transfers" USING btree ("account_id");