CREATE TABLE "bp_additional_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bp_additional_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"description" text NOT NULL,
	"due_on" date,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bp_modifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bp_modifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'waitingAddendum' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"addendum_amount_cents" bigint,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_permits" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"permit_type" text DEFAULT 'pcmi' NOT NULL,
	"needed" boolean DEFAULT true NOT NULL,
	"printed_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"deposited_on" date,
	"number" text DEFAULT '' NOT NULL,
	"receipt_confirmed_at" timestamp with time zone,
	"agreement_date" date,
	"issue_date" date,
	"refused_on" date,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"global_refusal_closed_at" timestamp with time zone,
	"raised_to_salesman_at" timestamp with time zone,
	"plan_redraw_requested_at" timestamp with time zone,
	"billed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "constitution_pieces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "constitution_pieces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"state" text DEFAULT 'missing' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_loans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financing_loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate_percent" numeric(5, 3),
	"duration_months" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_crc" (
	"project_id" integer NOT NULL,
	"crc_type" text NOT NULL,
	"state" text DEFAULT 'neutral' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_crc_project_id_crc_type_pk" PRIMARY KEY("project_id","crc_type")
);
--> statement-breakpoint
CREATE TABLE "project_financings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"total_need_cents" bigint,
	"personal_contribution_cents" bigint,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_adviser" text DEFAULT '' NOT NULL,
	"bank_phone" text DEFAULT '' NOT NULL,
	"bank_email" text DEFAULT '' NOT NULL,
	"broker" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"loan_offers_received_on" date,
	"unlocked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_lands" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'searching' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"cadastral_section" text DEFAULT '' NOT NULL,
	"cadastral_parcel" text DEFAULT '' NOT NULL,
	"area_m2" integer,
	"price_cents" bigint,
	"seller_name" text DEFAULT '' NOT NULL,
	"notary" text DEFAULT '' NOT NULL,
	"agreement_signed_on" date,
	"deed_received_on" date,
	"servicing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accessibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_project_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "state" text DEFAULT 'inProgress' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "box_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "working_damage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "on_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "on_hold_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "under_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "craftsman_file_mode" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "preconstruction_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_m2" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bp_tile" text DEFAULT 'waitingBpElements' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logisbox_appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logisbox_file_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logisbox_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "congratulated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bp_show" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "crc_show" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "switched_to_construction_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "bp_additional_documents" ADD CONSTRAINT "bp_additional_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bp_additional_documents" ADD CONSTRAINT "bp_additional_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bp_modifications" ADD CONSTRAINT "bp_modifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bp_modifications" ADD CONSTRAINT "bp_modifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_permits" ADD CONSTRAINT "building_permits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constitution_pieces" ADD CONSTRAINT "constitution_pieces_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_loans" ADD CONSTRAINT "financing_loans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crc" ADD CONSTRAINT "project_crc_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_financings" ADD CONSTRAINT "project_financings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_history" ADD CONSTRAINT "project_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_history" ADD CONSTRAINT "project_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lands" ADD CONSTRAINT "project_lands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bp_additional_documents_open_idx" ON "bp_additional_documents" USING btree ("project_id") WHERE "bp_additional_documents"."received_at" is null and "bp_additional_documents"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bp_modifications_status_idx" ON "bp_modifications" USING btree ("status","project_id");--> statement-breakpoint
CREATE INDEX "building_permits_deposited_idx" ON "building_permits" USING btree ("deposited_on");--> statement-breakpoint
CREATE INDEX "constitution_pieces_project_idx" ON "constitution_pieces" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "financing_loans_project_idx" ON "financing_loans" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_financings_requested_idx" ON "project_financings" USING btree ("requested_at") WHERE "project_financings"."cancelled_at" is null and "project_financings"."requested_at" is not null;--> statement-breakpoint
CREATE INDEX "project_history_project_idx" ON "project_history" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_customer_list_idx" ON "projects" USING btree ("step","bp_tile","id" DESC NULLS LAST) WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_customer_list_salesman_idx" ON "projects" USING btree ("salesman_id","step","bp_tile","id" DESC NULLS LAST) WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "outbox_project_idx" ON "outbox_messages" USING btree ("project_id","created_at") WHERE "outbox_messages"."project_id" is not null;