-- Sort keys of the project list (issue 6 bench: sorting 4 500 projects by household name took 65 ms at the
-- 95th percentile, joining every household then comparing with the database's collation). They are plain
-- lower-case ASCII-like text (search_normalize), so the "C" collation orders them as French readers expect
-- (accents folded) and lets PostgreSQL compare bytes. Filled and kept up to date in 0028, indexed there.
ALTER TABLE "projects" ADD COLUMN "customer_sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_sort_key" text COLLATE "C" DEFAULT '' NOT NULL;
