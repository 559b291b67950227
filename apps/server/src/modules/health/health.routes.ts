import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const ZHealthResponse = z.object({ error: z.literal(0), database: z.literal('ok') });

/**
 * For load balancers and supervision: 200 when the server reaches its database, otherwise the error
 * handler's 503 with its French message (the database is stopped, restarting or out of reach).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Supervision'],
        summary: 'État du serveur et de sa base de données (503 quand la base ne répond pas)',
        response: { 200: ZHealthResponse },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { error: 0 as const, database: 'ok' as const };
    },
  );
};
