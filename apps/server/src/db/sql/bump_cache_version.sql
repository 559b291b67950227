-- GET /api/user keeps the active staff list and the menus in each server process, keyed by these versions,
-- which it reads in the same statement as the caller's own data. Every statement that writes what they show
-- gives its version a new random value in its own transaction, whatever code runs it (upsert: a truncated table
-- starts again). Random, not a counter: a version seen once always means the same content, even after a backup
-- of another database is restored (restores load cache_versions as saved, triggers off) or the table is emptied.
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (kind, version) VALUES (TG_ARGV[0], floor(random() * 9e15)::bigint)
    ON CONFLICT (kind) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER users_bump_staff_version
  AFTER INSERT OR DELETE OR UPDATE OF surname, name, roles, is_active ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('staff');
CREATE OR REPLACE TRIGGER users_truncate_bump_staff_version AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('staff');
CREATE OR REPLACE TRIGGER menu_items_bump_menu_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('menu');
