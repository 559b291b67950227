-- « Prendre la main » sessions end with the staff member's own session (security issue 14, hole 2). Pending
-- tickets (one minute at most) do not say which session asked for them: they are dropped.
DELETE FROM "impersonation_tickets";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "impersonator_session_id" uuid;--> statement-breakpoint
ALTER TABLE "impersonation_tickets" ADD COLUMN "staff_session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_impersonator_session_id_auth_sessions_id_fk" FOREIGN KEY ("impersonator_session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tickets" ADD CONSTRAINT "impersonation_tickets_staff_session_id_auth_sessions_id_fk" FOREIGN KEY ("staff_session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_impersonator_session_idx" ON "auth_sessions" USING btree ("impersonator_session_id") WHERE "auth_sessions"."impersonator_session_id" is not null;--> statement-breakpoint
-- The impersonation sessions opened before were renewable and tied to no staff session: ended now.
UPDATE "auth_sessions" SET "revoked_at" = now(), "revoked_reason" = 'impersonation'
  WHERE "impersonator_id" IS NOT NULL AND "revoked_at" IS NULL;--> statement-breakpoint
DELETE FROM "refresh_tokens" WHERE "session_id" IN (SELECT "id" FROM "auth_sessions" WHERE "impersonator_id" IS NOT NULL);
