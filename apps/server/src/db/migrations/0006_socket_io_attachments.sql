-- Socket.IO's PostgreSQL adapter relays real-time events between server processes through this table
-- (large payloads) and LISTEN/NOTIFY. Unused on the embedded single-process PGlite.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
