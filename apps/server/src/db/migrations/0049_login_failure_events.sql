-- Per-account sign-in lock that its owner still passes from elsewhere, and the mail after repeated failures
-- (security issue 14, hole 7). The former per-account counters of login_failures are no longer read.
CREATE TABLE "login_failure_alerts" (
	"account" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failure_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failure_events_account_idx" ON "login_failure_events" USING btree ("account","failed_at");--> statement-breakpoint
DELETE FROM "login_failures" WHERE "key" LIKE 'account:%';