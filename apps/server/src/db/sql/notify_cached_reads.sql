-- The signed-in sessions and GET /api/user are kept in each server process's memory (db/change-feed.ts). A
-- process sees its own writes; those of other processes are announced here, on commit, to the processes that
-- LISTEN on 'batir_cached_reads', which then drop what they hold. Statement level: one announcement per
-- statement, merged by PostgreSQL within a transaction. Only the tables these caches read.
CREATE OR REPLACE FUNCTION notify_cached_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('batir_cached_reads', TG_TABLE_NAME);
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER users_notify_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
-- A new session changes no cached one; a refresh (last_refreshed_at) neither.
CREATE OR REPLACE TRIGGER auth_sessions_notify_cached_reads AFTER DELETE OR TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE OR REPLACE TRIGGER auth_sessions_update_notify_cached_reads
  AFTER UPDATE OF revoked_at, expires_at, user_id, created_at ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE OR REPLACE TRIGGER announcements_notify_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE OR REPLACE TRIGGER announcement_reads_notify_cached_reads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcement_reads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE OR REPLACE TRIGGER menu_items_notify_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE OR REPLACE TRIGGER user_favorites_notify_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
CREATE OR REPLACE TRIGGER user_menu_favorites_notify_cached_reads
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_menu_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
-- Profile photos are files.
CREATE OR REPLACE TRIGGER files_notify_cached_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_reads();
