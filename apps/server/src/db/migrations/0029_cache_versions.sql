CREATE TABLE "cache_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
