CREATE TABLE "appointment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"salesman_id" integer,
	"requested_by" integer,
	"type" smallint DEFAULT 1 NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"linked_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"from_customer" boolean NOT NULL,
	"author_id" integer,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_followed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elevation_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "elevation_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"surveyor" text DEFAULT '' NOT NULL,
	"planned_on" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prospect_qualifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospect_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"qualification" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer,
	"salesman_id" integer,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_menu_left" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_summary_categories" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"weight" integer NOT NULL,
	"size" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_summary_categories_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visio_url" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "personal_contribution" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "in_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "design_status" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "design_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "design_technician_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "presentation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_salesman_id_users_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevation_surveys" ADD CONSTRAINT "elevation_surveys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevation_surveys" ADD CONSTRAINT "elevation_surveys_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_qualifications" ADD CONSTRAINT "prospect_qualifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_qualifications" ADD CONSTRAINT "prospect_qualifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_salesman_id_users_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menu_left" ADD CONSTRAINT "user_menu_left_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_summary_categories" ADD CONSTRAINT "user_summary_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_salesman_idx" ON "appointment_requests" USING btree ("salesman_id","status","created_at");--> statement-breakpoint
CREATE INDEX "appointment_requests_project_idx" ON "appointment_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_linked_idx" ON "comments" USING btree ("type","linked_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_messages_project_idx" ON "customer_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_messages_unread_idx" ON "customer_messages" USING btree ("created_at") WHERE "customer_messages"."from_customer" and not "customer_messages"."is_read";--> statement-breakpoint
CREATE INDEX "customer_messages_followed_idx" ON "customer_messages" USING btree ("created_at") WHERE "customer_messages"."is_followed";--> statement-breakpoint
CREATE INDEX "elevation_surveys_open_idx" ON "elevation_surveys" USING btree ("created_at") WHERE "elevation_surveys"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "elevation_surveys_project_idx" ON "elevation_surveys" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "prospect_qualifications_project_idx" ON "prospect_qualifications" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "user_comments_project_idx" ON "user_comments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "user_comments_salesman_idx" ON "user_comments" USING btree ("salesman_id","created_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_design_technician_id_users_id_fk" FOREIGN KEY ("design_technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_converted_idx" ON "projects" USING btree ("converted_at") WHERE "projects"."converted_at" is not null;--> statement-breakpoint
CREATE INDEX "projects_design_idx" ON "projects" USING btree ("design_requested_at") WHERE "projects"."design_status" in ('requested', 'inProgress');--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_one_target" CHECK (("project_id" is null) <> ("salesman_id" is null));--> statement-breakpoint
-- Customers that exist before this migration were signed when they were created, as far as we know.
UPDATE "projects" SET "converted_at" = "created_at" WHERE NOT "is_prospect" AND "converted_at" IS NULL;
