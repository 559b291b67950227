/** Contract of the supervision probe: 200 when the server reaches its database, else DATABASE_UNAVAILABLE. */
import { z } from 'zod';
import { endpoint } from '../contract';

export const ZHealthResponse = z.object({ error: z.literal(0), database: z.literal('ok') });

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    tag: 'Supervision',
    summary: 'État du serveur et de sa base de données (503 quand la base ne répond pas)',
    access: 'public',
    response: ZHealthResponse,
  }),
};
