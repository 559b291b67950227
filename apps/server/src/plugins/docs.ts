import { endpoint } from '@batir/shared/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from './contracts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';

const openApiEndpoint = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'Documentation',
  summary: "Le document OpenAPI 3.1 de l'API",
  access: 'public',
  response: z.record(z.string(), z.unknown()),
});

/**
 * The OpenAPI document made from the registered contracts (plugins/openapi.ts): /api/openapi.json, browsable
 * at /api/docs. Built once every route is registered.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Filled in place when the server is ready (Swagger UI keeps a reference to this object).
  const document = {} as OpenApiDocument;
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.addHook('onReady', async () => {
    const endpoints = app.apiRoutes.map((item) => item.endpoint).filter((item) => item !== undefined);
    Object.assign(document, buildOpenApiDocument([...new Set(endpoints)]));
  });
  route(app, openApiEndpoint, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(document)),
  );
}
