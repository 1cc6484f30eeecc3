CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "ledger_entries_seq_unique" UNIQUE("seq"),
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_seq_positive" CHECK ("ledger_entries"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_nonzero" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
-- Written by hand (docs/decisions/0019-ledger.md): the database itself keeps the ledger append-only
-- and balanced, whatever code reaches it.
CREATE FUNCTION kinora_ledger_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION kinora_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION kinora_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_ledger_append_only();--> statement-breakpoint
-- The chain: each entry follows the last one (seq + 1) and names its hash.
CREATE FUNCTION kinora_ledger_entry_follows() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  head record;
BEGIN
  SELECT seq, hash INTO head FROM ledger_entries ORDER BY seq DESC LIMIT 1;
  IF NEW.seq <> coalesce(head.seq, 0) + 1 OR NEW.prev_hash <> coalesce(head.hash, repeat('0', 64)) THEN
    RAISE EXCEPTION 'ledger entry % does not follow the chain''s head (seq %)', NEW.seq, coalesce(head.seq, 0)
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_follow BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION kinora_ledger_entry_follows();--> statement-breakpoint
-- Running balances: a posting's balance is the account's last balance plus its amount.
CREATE FUNCTION kinora_ledger_posting_balance() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  before bigint;
BEGIN
  SELECT balance_after_cents INTO before FROM ledger_postings
    WHERE account = NEW.account ORDER BY id DESC LIMIT 1;
  IF NEW.balance_after_cents <> coalesce(before, 0) + NEW.amount_cents THEN
    RAISE EXCEPTION 'ledger posting on % : balance % is not % + %', NEW.account, NEW.balance_after_cents,
      coalesce(before, 0), NEW.amount_cents
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_postings_balance BEFORE INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION kinora_ledger_posting_balance();--> statement-breakpoint
-- Double entry, checked at commit (an entry's postings are inserted after it): at least two
-- postings, summing to zero.
CREATE FUNCTION kinora_ledger_entry_balanced() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  entry uuid;
  postings bigint;
  total numeric;
BEGIN
  -- Two statements, not one CASE: a record has only its own table's fields.
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO postings, total FROM ledger_postings WHERE entry_id = entry;
  IF postings < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is not balanced: % postings summing to %', entry, postings, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kinora_ledger_entry_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kinora_ledger_entry_balanced();
