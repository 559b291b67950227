CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text DEFAULT 'website' NOT NULL,
	"name1" text NOT NULL,
	"surname1" text DEFAULT '' NOT NULL,
	"name2" text DEFAULT '' NOT NULL,
	"surname2" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"land_parcel" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"phone_key" text,
	"email_key" text,
	"address_key" text,
	"land_parcel_key" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_id" integer,
	"adviser_id" integer,
	"is_exclusive" boolean DEFAULT true NOT NULL,
	"customer_id" integer,
	"project_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_postal_codes" (
	"user_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	CONSTRAINT "user_postal_codes_user_id_postal_code_pk" PRIMARY KEY("user_id","postal_code")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_postal_codes" ADD CONSTRAINT "user_postal_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contacts_postal_code_idx" ON "contacts" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "contacts_adviser_idx" ON "contacts" USING btree ("adviser_id","handled_at");--> statement-breakpoint
CREATE INDEX "contacts_project_idx" ON "contacts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contacts_phone_key_idx" ON "contacts" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "contacts_email_key_idx" ON "contacts" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "contacts_address_key_idx" ON "contacts" USING btree ("postal_code","address_key");--> statement-breakpoint
CREATE INDEX "contacts_land_parcel_key_idx" ON "contacts" USING btree ("land_parcel_key");--> statement-breakpoint
CREATE INDEX "user_postal_codes_code_idx" ON "user_postal_codes" USING btree ("postal_code");--> statement-breakpoint
-- Duplicate engine (modules/duplicates): the SQL twins of the TypeScript normalisers in
-- modules/duplicates/normalize.ts (a test checks they agree), so stored customers are matched through
-- expression indexes. Hand-written: drizzle-kit does not generate functions or expression indexes.
CREATE OR REPLACE FUNCTION person_normalize(name text, surname text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.search_normalize(coalesce(name, '') || ' ' || coalesce(surname, '')) $$;--> statement-breakpoint
-- French numbers in any format (+33, 0033, (0), dots, spaces, lost leading zero) become 0XXXXXXXXX.
CREATE OR REPLACE FUNCTION phone_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE
      WHEN d ~ '^(0033|33)0?[1-9][0-9]{8}$' THEN '0' || right(d, 9)
      WHEN d ~ '^[1-9][0-9]{8}$' THEN '0' || d
      WHEN length(d) >= 9 THEN d
    END
    FROM (SELECT regexp_replace(value, '[^0-9]', '', 'g') AS d) digits $$;--> statement-breakpoint
-- Case and sub-address (+tag) never matter; dots only for Gmail, which ignores them.
CREATE OR REPLACE FUNCTION email_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
                    ELSE local || '@' || domain END
    FROM (SELECT split_part(split_part(e, '@', 1), '+', 1) AS local, split_part(e, '@', 2) AS domain
          FROM (SELECT lower(regexp_replace(value, '^\s+|\s+$', '', 'g')) AS e) trimmed
          WHERE e ~ '^[^@\s]+@[^@\s]+$') parts
    WHERE local <> '' $$;--> statement-breakpoint
-- Street addresses without accents, punctuation or the usual abbreviations ("8 bd du Roi-René").
CREATE OR REPLACE FUNCTION address_normalize(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  result text := regexp_replace(public.search_normalize(value), '[^a-z0-9]+', ' ', 'g');
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['bd|bld|blvd|boul', 'boulevard'], ['av|ave|avn', 'avenue'], ['r', 'rue'], ['pl', 'place'],
    ['ch|che|chem', 'chemin'], ['rte', 'route'], ['imp', 'impasse'], ['all', 'allee'],
    ['fg|fbg', 'faubourg'], ['sq', 'square'], ['res', 'residence'], ['st', 'saint'], ['ste', 'sainte']
  ] LOOP
    result := regexp_replace(result, '\m(' || pair[1] || ')\M', pair[2], 'g');
  END LOOP;
  RETURN nullif(btrim(regexp_replace(result, ' +', ' ', 'g')), '');
END $$;--> statement-breakpoint
CREATE INDEX "customers_person1_trgm_idx" ON "customers" USING gin (person_normalize("name1", "surname1") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_person2_trgm_idx" ON "customers" USING gin (person_normalize("name2", "surname2") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_key_idx" ON "customers" (phone_normalize("phone"));--> statement-breakpoint
CREATE INDEX "customers_phone2_key_idx" ON "customers" (phone_normalize("phone2"));--> statement-breakpoint
CREATE INDEX "customers_email_key_idx" ON "customers" (email_normalize("email"));--> statement-breakpoint
CREATE INDEX "customers_email2_key_idx" ON "customers" (email_normalize("email2"));--> statement-breakpoint
CREATE INDEX "customers_address_key_idx" ON "customers" ("postal_code", address_normalize("address"));--> statement-breakpoint
CREATE INDEX "contacts_person1_trgm_idx" ON "contacts" USING gin (person_normalize("name1", "surname1") gin_trgm_ops) WHERE "status" = 'waiting';--> statement-breakpoint
CREATE INDEX "contacts_person2_trgm_idx" ON "contacts" USING gin (person_normalize("name2", "surname2") gin_trgm_ops) WHERE "status" = 'waiting';
