-- One personal contribution per household (issue 15, defect 7): the prospect sheet wrote
-- customers.personal_contribution (whole euros) while the financing screen read its own
-- project_financings.personal_contribution_cents, so a converted customer's contribution showed « — ».
-- A household that has none yet takes its latest financing's, rounded to the euro; then the copy goes.
UPDATE "customers" c SET "personal_contribution" = x.euros, "updated_at" = now()
FROM (
  SELECT DISTINCT ON (p.customer_id) p.customer_id, round(f.personal_contribution_cents / 100.0)::integer AS euros
  FROM "project_financings" f JOIN "projects" p ON p.id = f.project_id
  WHERE f.personal_contribution_cents IS NOT NULL
  ORDER BY p.customer_id, f.updated_at DESC
) x
WHERE c.id = x.customer_id AND c."personal_contribution" IS NULL;--> statement-breakpoint
ALTER TABLE "project_financings" DROP COLUMN "personal_contribution_cents";
