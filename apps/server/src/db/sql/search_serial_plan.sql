-- The tolerant tier reads the matches of a few corrected words through the word index, a few thousand rows
-- at most; PostgreSQL, which estimates prefix queries five times too high, would start parallel workers
-- for them, and starting them cost more than the read itself (23 ms against 13 at 200 000 customers on a
-- loaded machine). A PARALLEL UNSAFE function anywhere in a query keeps its whole plan serial; this one is
-- inlined to `true` afterwards and costs nothing (search.repository.ts searchTolerantProjects).
CREATE OR REPLACE FUNCTION search_serial_plan() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL UNSAFE
  AS $$ SELECT true $$;
