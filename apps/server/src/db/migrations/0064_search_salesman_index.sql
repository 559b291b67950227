-- A plain index on the salesperson of every project (issue 18 follow-up): PostgreSQL never ANDs two indexes
-- with the same predicate, so a salesperson's search could not AND the live prospects' (or customers') partial
-- trigram index with the partial salesperson indexes, and read the whole table's trigram index instead
-- (« mar », one salesperson, 200 000 customers: 32 386 trigram entries read instead of 14 692).
CREATE INDEX "project_search_salesman_idx" ON "project_search" USING btree ("salesman_id");
