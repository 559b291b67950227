CREATE TABLE "craftsmen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "craftsmen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"company_name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (search_normalize(company_name || ' ' || contact || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || city || ' ' || postal_code)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name1" text NOT NULL,
	"surname1" text DEFAULT '' NOT NULL,
	"name2" text DEFAULT '' NOT NULL,
	"surname2" text DEFAULT '' NOT NULL,
	"email" text,
	"email2" text,
	"phone" text,
	"phone2" text,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"is_prospect" boolean DEFAULT false NOT NULL,
	"prospect_type" text,
	"salesman_id" integer,
	"land_city" text DEFAULT '' NOT NULL,
	"land_postal_code" text DEFAULT '' NOT NULL,
	"meter_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "houses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"model_id" integer,
	"meter_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (search_normalize(name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "craftsmen" ADD CONSTRAINT "craftsmen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_salesman_id_users_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "houses" ADD CONSTRAINT "houses_family_id_house_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."house_families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "craftsmen_user_idx" ON "craftsmen" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "craftsmen_search_idx" ON "craftsmen" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_user_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "projects_salesman_idx" ON "projects" USING btree ("salesman_id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_kind_idx" ON "projects" USING btree ("is_prospect","is_archived","id");--> statement-breakpoint
CREATE INDEX "houses_family_idx" ON "houses" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "houses_search_idx" ON "houses" USING gin ("search_text" gin_trgm_ops);