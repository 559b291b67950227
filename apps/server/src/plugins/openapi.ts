/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint contracts the server registered
 * (packages/shared/src/contracts): every route with its parameters, body, answer, who may call it and the
 * named errors it may answer. Validated as a whole by an independent validator in openapi.test.ts.
 */
import { type Endpoint, isRawResponse } from '@batir/shared/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers?: unknown[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
};

/** Every failed answer (spec 1 §8): `error` the non-zero number, `code` the named error, `message` in French. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error', 'code', 'message'],
  properties: {
    error: { type: 'integer', description: "Numéro d'erreur non nul (le statut HTTP)." },
    code: { type: 'string', description: "Code nommé de l'erreur, sur lequel le client décide." },
    message: { type: 'string', description: 'Message en français.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Champs en défaut et leur message (données invalides).',
    },
    requestId: { type: 'string' },
  },
};

/**
 * Zod's JSON Schema of one schema, its shared and recursive parts moved to `components.schemas` (a
 * component name per definition, so that `#/$defs/…` references resolve inside the OpenAPI document).
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
  name: string,
): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $defs, $schema: _dialect, ...root } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const renamed = new Map<string, string>();
  for (const key of Object.keys($defs ?? {}))
    renamed.set(key, `${name}_${key}`.replace(/[^A-Za-z0-9_.-]/g, '_'));
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const out: JsonSchema = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') {
        if (item === '#') {
          out[key] = `#/components/schemas/${name}`;
          components[name] = rewrite(root) as JsonSchema;
        } else if (item.startsWith('#/$defs/')) {
          out[key] = `#/components/schemas/${renamed.get(item.slice('#/$defs/'.length)) ?? item}`;
        } else out[key] = item;
      } else out[key] = rewrite(item);
    }
    return out;
  };
  for (const [key, definition] of Object.entries($defs ?? {}))
    components[renamed.get(key) as string] = rewrite(definition) as JsonSchema;
  return rewrite(root) as JsonSchema;
}

/** `{ in: 'path' | 'query', name, required, schema }` for each property of an object schema. */
function parametersOf(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  components: Record<string, JsonSchema>,
  name: string,
) {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components, name);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([key, property]) => {
      const { description, ...rest } = property;
      return {
        in: where,
        name: key,
        required: where === 'path' || required.has(key),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    },
  );
}

const operationIdOf = (endpoint: Endpoint) =>
  `${endpoint.method.toLowerCase()}${endpoint.path
    .replace(/^\/api/, '')
    .split(/[/_.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1)}` : part))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

function accessText(endpoint: Endpoint): string {
  if (endpoint.access === 'public') return 'Accès : public.';
  if (endpoint.access === 'authenticated') return 'Accès : tout compte connecté.';
  return `Accès : ${endpoint.access.join(', ')}.`;
}

/** The named errors of each status the endpoint may answer. */
function errorResponses(endpoint: Endpoint) {
  const known = new Map(endpoint.allErrors.map((error) => [error.code, error]));
  const byStatus = new Map<number, string[]>();
  for (const error of endpoint.allErrors)
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error.code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.map((code) => `${code} : ${known.get(code)?.message}`).join(' — '),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/ApiError' },
                  { type: 'object', properties: { code: { type: 'string', enum: codes } } },
                ],
              },
            },
          },
        },
      ]),
  );
}

/** The document of the registered endpoints. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): OpenApiDocument {
  const components: Record<string, JsonSchema> = { ApiError: ERROR_SCHEMA };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const endpoint of endpoints) {
    const id = operationIdOf(endpoint);
    tags.add(endpoint.tag);
    const operation: Operation = {
      operationId: id,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: `${accessText(endpoint)} Erreurs nommées : ${endpoint.errorCodes.join(', ')}.`,
    };
    const parameters = [
      ...parametersOf(endpoint.params, 'path', components, `${id}_params`),
      ...parametersOf(endpoint.query, 'query', components, `${id}_query`),
    ];
    if (parameters.length) operation.parameters = parameters;
    if (endpoint.body === 'multipart')
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', additionalProperties: true } } },
      };
    else if (endpoint.body)
      operation.requestBody = {
        required: !endpoint.body.safeParse(undefined).success,
        content: {
          'application/json': { schema: toSchema(endpoint.body, 'input', components, `${id}_body`) },
        },
      };
    const response = endpoint.response;
    const success = isRawResponse(response)
      ? response.kind === 'redirect'
        ? { '302': { description: response.description } }
        : {
            '200': {
              description: response.description,
              content: Object.fromEntries(
                (response.contentTypes ?? ['*/*']).map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            },
          }
      : {
          '200': {
            description: 'Réponse',
            content: {
              'application/json': { schema: toSchema(response, 'output', components, `${id}_response`) },
            },
          },
        };
    operation.responses = { ...success, ...errorResponses(endpoint) };
    if (endpoint.access !== 'public') operation.security = [{ bearer: [] }];
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    (paths[path] as Record<string, Operation>)[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Bâtir — API', description: 'API du back-office Bâtir.', version: '1.0.0' },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
