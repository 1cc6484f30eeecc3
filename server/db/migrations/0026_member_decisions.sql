ALTER TABLE "moderation_decisions" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ALTER COLUMN "target_id" DROP NOT NULL;--> statement-breakpoint
-- A decision is on a reported item, or on a member directly (no item, no target): never half of each.
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_member_check" CHECK (("item_kind" = 'member') = ("item_id" IS NULL));
