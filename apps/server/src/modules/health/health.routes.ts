import { healthEndpoints as api } from '@batir/shared/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { route } from '../../plugins/contracts';

/**
 * For load balancers and supervision: 200 when the server reaches its database, otherwise the error
 * handler's 503 with its French message (the database is stopped, restarting or out of reach).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.health, async () => {
    await db.execute(sql`select 1`);
    return { error: 0 as const, database: 'ok' as const };
  });
};
