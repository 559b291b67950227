-- The search text's statistics target, lost when the text moved from projects to project_search (0060).
-- Migration 0014 had raised it to 250 on projects.search_text: with the default 100 PostgreSQL samples too few
-- texts to estimate a LIKE on a common name, believed « dupont » 40 times rarer than it is (19 live customer
-- projects instead of 770 at 200 000 customers) and read every match through a bitmap of the trigram index
-- (995 matches on 936 table pages) instead of walking the newest projects until the 15th.
ALTER TABLE "project_search" ALTER COLUMN "search_text" SET STATISTICS 250;--> statement-breakpoint
ANALYZE "project_search";
