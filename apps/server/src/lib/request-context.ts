import type { FastifyRequest } from 'fastify';

/** Who is asking, from where: what services record in sessions and in the audit log. */
export type RequestContext = { ip: string; userAgent: string | null; requestId: string };

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: request.id };
}
