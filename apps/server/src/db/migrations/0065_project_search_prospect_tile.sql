ALTER TABLE "project_search" ADD COLUMN "prospect_tile" text;--> statement-breakpoint
-- The prospect's tile copied beside its search text (issue 18 follow-up): a prospect search counted its
-- matches by tile through one project_prospects look-up per match (915 for « lefev » at 200 000 prospects).
-- Kept from now on by projects_side_rows and project_prospects_share_tile (next migration).
UPDATE "project_search" s SET "prospect_tile" = x."tile"
  FROM "project_prospects" x WHERE x."project_id" = s."project_id" AND x."tile" IS NOT NULL;
