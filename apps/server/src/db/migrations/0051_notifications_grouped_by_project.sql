-- Appointment and appointment request notifications are grouped by project (issue 15): the panel titles
-- the group with its household and opens the project from it. Rows written before move to their project's
-- group; an appointment without a project (or deleted) keeps its own group.
UPDATE "notifications" SET "sc_type" = 'project', "sc_id" = "linked_id"
WHERE "sc_type" = 'appointment' AND "sc_name" = 'appointmentRequest' AND "linked_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" AS n SET "sc_type" = 'project', "sc_id" = a."project_id"
FROM "appointments" AS a
WHERE n."sc_type" = 'appointment' AND n."sc_name" = 'appointment' AND a."id" = n."linked_id"
  AND a."project_id" IS NOT NULL;
