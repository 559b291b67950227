-- Project list searched within one step (GET /api/project?step=1&search=tours, measured by `npm run bench` at
-- 200 000 customers): the page and its tile counts read the matches up to the cap (1 001) through the trigram
-- index of all live customers, then dropped those of the other steps. The heap holds projects oldest first,
-- and old projects are at later steps: for « tours » in step 1 it visited 11 060 matches in 6 300 blocks to
-- keep 1 001 (15 ms, the planner will neither put the step in a GIN scan nor AND it with the step index).
-- Indexing the step with the text, `'1|' || search_text`, lets the pattern '1|%tours%' read step 1's matches
-- only: 953 blocks, 4.6 ms. Used by customers.repository.ts `searchPage` (the expression must stay exactly
-- this one); the list walk and the global search keep projects_customer_search_idx.
CREATE INDEX IF NOT EXISTS projects_customer_step_search_idx ON projects
  USING gin ((step::text || '|' || search_text) gin_trgm_ops)
  WHERE NOT is_prospect AND NOT is_archived;
