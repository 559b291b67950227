-- The design office's columns leave projects for their side table (issue 18): rows for the projects the
-- design office was asked about, then the columns dropped (catalogue only: no rewrite of projects).
CREATE TABLE "project_design_requests" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone,
	"technician_id" integer
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_design_technician_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "projects_design_idx";--> statement-breakpoint
ALTER TABLE "project_design_requests" ADD CONSTRAINT "project_design_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_design_requests" ADD CONSTRAINT "project_design_requests_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_design_requests_open_idx" ON "project_design_requests" USING btree ("requested_at") WHERE "project_design_requests"."status" in ('requested', 'inProgress');--> statement-breakpoint
INSERT INTO project_design_requests (project_id, status, requested_at, technician_id)
  SELECT id, design_status, design_requested_at, design_technician_id FROM projects WHERE design_status IS NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "design_status";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "design_requested_at";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "design_technician_id";