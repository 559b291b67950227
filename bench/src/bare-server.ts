/**
 * The HTTP floor of the bench: a Fastify server with one route answering a constant, started in its own
 * process by run.ts. Same Node, same Fastify, and the logger as apps/server/src/app.ts builds it (level from
 * LOG_LEVEL, the same request serializer, random request ids): what the real server costs beyond this is
 * its own work (helmet headers, access check, validation, database, serialisation).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';

const app = Fastify({
  logger: {
    level: process.env.LOG_LEVEL ?? 'warn',
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
    },
  },
  genReqId: () => randomUUID(),
});
const answer = { error: 0, message: 'ok' };
app.get('/', async () => answer);

const close = () => {
  app.close().then(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
