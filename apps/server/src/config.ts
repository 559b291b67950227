import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, LOGIN_FAILURES_PER_MINUTE } from '@batir/shared/constants';
import { EXPORT_AT_ONCE_MAX_ROWS } from '@batir/shared/exports';
import { z } from 'zod';

/** The repository root: relative paths in the environment are read from there, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when absent, the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('data'),
  /** HS256 secret, at least 32 characters. Required in production; generated into DATA_DIR otherwise. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).default(DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(LOGIN_FAILURES_PER_MINUTE),
  DEMO_DATA: flag.default(true),
  WEB_DIST: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when the server sits behind a reverse proxy, so the client address (rate limits, audit) is right. */
  TRUST_PROXY: flag.default(false),
  /** Secure cookies: "auto" follows the request protocol (https behind a proxy with TRUST_PROXY=1). */
  COOKIE_SECURE: z.enum(['auto', '0', '1']).default('auto'),
  /** The address users reach the product at, for links in e-mails. Default: http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587). Unset: a local sink stores the mails. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Bâtir <ne-pas-repondre@batir.fr>'),
  /** `sink` stores SMS in the database; `http` posts {to, text} as JSON to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['sink', 'http']).default('sink'),
  SMS_HTTP_URL: z.string().url().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** How often each server process looks for queued jobs (a job queued here starts at once anyway). */
  JOB_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** Exports of up to this many rows are written during their request; above, they become a job. */
  EXPORT_AT_ONCE_MAX_ROWS: z.coerce.number().int().min(0).default(EXPORT_AT_ONCE_MAX_ROWS),
  /**
   * Where uploaded files are kept. `disk` (default): FILES_DIR, by default `<DATA_DIR>/files`.
   * `s3` is the multi-server option (ARCHITECTURE.md "Scaling"): an S3-compatible bucket (AWS S3, MinIO,
   * Scaleway, OVH…) named by S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
   */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  FILES_DIR: z.string().optional(),
  /** Lifetime of the file links POST /api/file/send mails, in hours: what a recipient needs, a week at most. */
  FILE_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('fr-par'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Weather of the dashboard: an Open-Meteo-compatible forecast address (https://api.open-meteo.com/v1/forecast)
   * and the place to report on. Unset: the dashboard says the weather is unavailable.
   */
  /** Video-meeting service of tele-appointments: rooms are `${VISIO_BASE_URL}/<random name>`. */
  VISIO_BASE_URL: z.string().url().default('https://visio.batir.fr'),
  WEATHER_URL: z.string().url().optional(),
  WEATHER_CITY: z.string().default('Paris'),
  WEATHER_LATITUDE: z.coerce.number().min(-90).max(90).default(48.8566),
  WEATHER_LONGITUDE: z.coerce.number().min(-180).max(180).default(2.3522),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(50).default(3000),
  /** Grace period for in-flight requests on SIGTERM, in milliseconds. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Longest time to receive a whole request (a 15 MB upload on a slow line fits): 408 beyond. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** A connection silent this long is closed (WebSockets are not concerned). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Idle keep-alive connections are kept this long: above the 60 s of common load balancers. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  loginFailuresPerMinute: number;
  demoData: boolean;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  cookieSecure: 'auto' | boolean;
  shutdownTimeoutMs: number;
  /** Fastify's requestTimeout, connectionTimeout and keepAliveTimeout, in milliseconds. */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number };
  publicUrl: string;
  mail: { smtpUrl: string | null; from: string };
  sms: { provider: 'sink' } | { provider: 'http'; url: string };
  outboxPollMs: number;
  jobPollMs: number;
  exportAtOnceMaxRows: number;
  files: FilesConfig;
  /** Lifetime of the file links sent by e-mail, in hours. */
  fileLinkTtlHours: number;
  weather: WeatherConfig;
  /** Base address of the video-meeting rooms of tele-appointments (no trailing slash). */
  visioBaseUrl: string;
};

export type WeatherConfig = {
  url: string | null;
  city: string;
  latitude: number;
  longitude: number;
  timeoutMs: number;
};

export type FilesConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(REPO_ROOT, p);
}

/** A secret that survives restarts of a trial install, so sessions are not lost at each `npm start`. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function requireSmsUrl(url: string | undefined): string {
  if (!url) throw new Error('Configuration invalide : SMS_HTTP_URL est obligatoire avec SMS_PROVIDER=http.');
  return url;
}

function filesConfig(e: z.infer<typeof ZEnv>, dataDir: string): FilesConfig {
  if (e.FILE_STORE === 'disk') {
    return { kind: 'disk', dir: e.FILES_DIR ? resolveFromRoot(e.FILES_DIR) : path.join(dataDir, 'files') };
  }
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length) {
    throw new Error(`Configuration invalide : ${missing.join(', ')} obligatoire(s) avec FILE_STORE=s3.`);
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/** The only reader of process.env. Throws a French message naming the faulty variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set".
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')} : ${issue.message}`)
      .join('\n');
    throw new Error(`Configuration invalide :\n${details}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error(
      'Configuration invalide : JWT_SECRET est obligatoire en production (32 caractères au moins).',
    );
  }
  const dataDir = resolveFromRoot(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir },
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    loginFailuresPerMinute: e.LOGIN_FAILURES_PER_MINUTE,
    demoData: e.DEMO_DATA,
    webDist: resolveFromRoot(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === '1',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    sms:
      e.SMS_PROVIDER === 'http'
        ? { provider: 'http', url: requireSmsUrl(e.SMS_HTTP_URL) }
        : { provider: 'sink' },
    outboxPollMs: e.OUTBOX_POLL_MS,
    jobPollMs: e.JOB_POLL_MS,
    exportAtOnceMaxRows: e.EXPORT_AT_ONCE_MAX_ROWS,
    files: filesConfig(e, dataDir),
    fileLinkTtlHours: e.FILE_LINK_TTL_HOURS,
    visioBaseUrl: e.VISIO_BASE_URL.replace(/\/+$/, ''),
    weather: {
      url: e.WEATHER_URL ?? null,
      city: e.WEATHER_CITY,
      latitude: e.WEATHER_LATITUDE,
      longitude: e.WEATHER_LONGITUDE,
      timeoutMs: e.WEATHER_TIMEOUT_MS,
    },
  };
}
