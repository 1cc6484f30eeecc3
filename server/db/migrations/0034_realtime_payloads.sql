CREATE TABLE "realtime_payloads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_payloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_payloads_created_idx" ON "realtime_payloads" USING btree ("created_at");--> statement-breakpoint
-- Written by hand: rows that live a minute need no WAL (nor replicas: the hub reads them on the
-- primary). A crash empties the table, losing only events in flight.
ALTER TABLE "realtime_payloads" SET UNLOGGED;
