/**
 * Zod compiles its object parsers with `new Function` when eval is allowed, and probes for it once. The
 * Content-Security-Policy forbids eval (apps/server/src/plugins/security.ts): the probe would be reported as a
 * violation on every page. Without the compiled parsers, parsing is a little slower and never needs eval.
 * Imported first by main.tsx, before any schema parses.
 *
 * Same as `z.config({ jitless: true })` without importing zod here: zod takes its global configuration from
 * `globalThis.__zod_globalConfig` when that exists as it loads (zod/v4/core/core.js), and importing zod in
 * the entry would put all of it in the login page's JavaScript (budget: apps/web/scripts/check-bundle.mjs).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
