CREATE TABLE "moderation_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"message" text NOT NULL,
	"submitted_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"statement" text,
	CONSTRAINT "moderation_appeals_status_check" CHECK (status IN ('open', 'upheld', 'overturned'))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"subject_id" text,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"legal_ground" text,
	"facts" text NOT NULL,
	"explanation" text NOT NULL,
	"followed_notice" boolean NOT NULL,
	"content_created_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"item_id" uuid,
	"decision_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_sanctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"subject_id" text,
	"kind" text NOT NULL,
	"feature" text,
	"video_id" uuid,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"until" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"ended_because" text,
	CONSTRAINT "moderation_sanctions_feature_check" CHECK ((kind = 'feature_limit') = (feature IS NOT NULL)),
	CONSTRAINT "moderation_sanctions_ended_check" CHECK ((ended_at IS NULL) = (ended_because IS NULL))
);
--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_sanctions" ADD CONSTRAINT "moderation_sanctions_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_sanctions" ADD CONSTRAINT "moderation_sanctions_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_decision_idx" ON "moderation_appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_open_idx" ON "moderation_appeals" USING btree ("submitted_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "moderation_decisions_item_idx" ON "moderation_decisions" USING btree ("item_id","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_subject_idx" ON "moderation_decisions" USING btree ("subject_id","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_decided_at_idx" ON "moderation_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "moderation_log_at_idx" ON "moderation_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "moderation_log_decision_idx" ON "moderation_log" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_sanctions_decision_idx" ON "moderation_sanctions" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_sanctions_subject_idx" ON "moderation_sanctions" USING btree ("subject_id") WHERE ended_at IS NULL;--> statement-breakpoint
CREATE INDEX "moderation_sanctions_until_idx" ON "moderation_sanctions" USING btree ("until") WHERE ended_at IS NULL AND until IS NOT NULL;--> statement-breakpoint
-- Hand-written: moderation's log is append-only, like the audit log (0019).
CREATE FUNCTION kinora_moderation_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE ON moderation_log
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_moderation_log_append_only();--> statement-breakpoint
CREATE TRIGGER moderation_log_no_truncate BEFORE TRUNCATE ON moderation_log
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_moderation_log_append_only();
