CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"title" text DEFAULT 'Liste des messages' NOT NULL,
	"recipient_id" integer,
	"is_followed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "from_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "copy_to" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "transferred_to" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "transfer_reason" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_transferred_to_users_id_fk" FOREIGN KEY ("transferred_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One conversation per project (issue 15): the messages of customer_messages (Relation commerciale) and the
-- project comments (customer area, prospect sheet) become one list, the project's comments. Nothing is lost.
-- The side of a project comment, from its author's roles (as the routes told it so far).
UPDATE "comments" SET "from_customer" = true
  FROM "users" u WHERE u."id" = "comments"."author_id" AND 'customer' = ANY(u."roles") AND "comments"."type" = 'project';--> statement-breakpoint
-- A customer's comment never reached his salesperson: it stays unread for him. Staff comments were shown
-- in the customer area: read.
UPDATE "comments" SET "read_at" = "created_at" WHERE "type" = 'project' AND NOT "from_customer";--> statement-breakpoint
INSERT INTO "conversations" ("project_id", "is_followed", "created_at", "updated_at")
  SELECT x."project_id", bool_or(x."followed"), min(x."created_at"), max(x."created_at")
  FROM (
    SELECT "project_id", "is_followed" AS "followed", "created_at" FROM "customer_messages"
    UNION ALL
    SELECT "linked_id", false, "created_at" FROM "comments" WHERE "type" = 'project'
  ) x JOIN "projects" p ON p."id" = x."project_id"
  GROUP BY x."project_id";--> statement-breakpoint
-- customer_messages.is_read was the staff's mark on a customer's message; a staff message there was never
-- shown to the customer: unread for him.
INSERT INTO "comments" ("type", "linked_id", "text", "author_id", "from_customer", "subject", "read_at", "created_at")
  SELECT 'project', "project_id", "body", "author_id", "from_customer", "subject",
    CASE WHEN "from_customer" AND "is_read" THEN "created_at" END, "created_at"
  FROM "customer_messages";--> statement-breakpoint
DROP TABLE "customer_messages" CASCADE;--> statement-breakpoint
CREATE INDEX "comments_customer_unread_idx" ON "comments" USING btree ("created_at") WHERE "comments"."type" = 'project' and "comments"."from_customer" and "comments"."read_at" is null;--> statement-breakpoint
CREATE INDEX "comments_staff_sent_idx" ON "comments" USING btree ("created_at") WHERE "comments"."type" = 'project' and not "comments"."from_customer";