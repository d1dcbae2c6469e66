import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLER_HEADERS, sameSecret } from './caller.ts';
import { unauthorized } from './errors.ts';

/** Where a service serves its own OpenAPI document; only the gateway (the internal token) reads it. */
export const OPENAPI_PATH = '/openapi.json';

/** A body the route reads itself instead of through a zod schema, as the document states it. */
interface UnparsedBody {
  consumes: string[];
  body: Record<string, unknown>;
}

const MULTIPART_BODY: UnparsedBody = {
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    description: 'Files and fields as multipart/form-data parts.',
    additionalProperties: { type: 'string', contentMediaType: 'application/octet-stream' },
  },
};
const RAW_BODY: UnparsedBody = {
  consumes: ['*/*'],
  body: { description: 'The exact bytes sent, read unparsed (a signature over them, for instance).' },
};
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A route with no body schema whose scope parses multipart, or has no JSON parser left (it took
 * the bytes raw), reads its body itself; any other such route takes none.
 */
function unparsedBody(scope: FastifyInstance, route: RouteOptions): UnparsedBody | undefined {
  if (route.schema?.body || ![route.method].flat().some((method) => TAKES_BODY.has(method))) return undefined;
  if (scope.hasContentTypeParser('multipart/form-data')) return MULTIPART_BODY;
  if (!scope.hasContentTypeParser('application/json')) return RAW_BODY;
  return undefined;
}

/**
 * A success answer that is a file (a PDF, a CSV): its media type in the document, and Fastify
 * still sends the route's Buffer or string as it is.
 */
export function fileResponse(mediaType: string, description: string) {
  // A string in the document (with its media type); the route may send the file's bytes as a Buffer.
  const file = z.string().meta({ contentMediaType: mediaType }) as unknown as z.ZodType<string | Buffer>;
  return { description, content: { [mediaType]: { schema: file } } };
}

/**
 * An admin list's answer: JSON by default, the whole filtered list as a CSV file with `?format=csv`
 * (the route streams it; Fastify serializes only the JSON).
 */
export function listOrCsvResponse<T extends z.ZodType>(json: T, description: string) {
  return {
    description,
    content: {
      'application/json': { schema: json },
      'text/csv': fileResponse('text/csv', description).content['text/csv'],
    },
  };
}

const routeKey = (method: RouteOptions['method'], url: string) => `${[method].flat().join(',')} ${url}`;

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document as the routes are added, so it
 * must run before any route is. Only /api routes are documented: health, metrics and this document
 * belong to the platform, not its API. A route that reads its body itself (multipart, raw bytes)
 * is documented with that body instead of none.
 */
export function registerOpenApi(app: FastifyInstance, internalToken: string): void {
  const unparsed = new Map<string, UnparsedBody>();
  app.addHook('onRoute', function noteUnparsedBody(route) {
    const body = unparsedBody(this, route);
    if (body) unparsed.set(routeKey(route.method, route.url), body);
  });
  app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'service API', version: '1.0.0' } },
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      const body = unparsed.get(routeKey(input.route.method, input.url));
      return body ? { url: transformed.url, schema: { ...transformed.schema, ...body } } : transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, async (request) => {
    const token = request.headers[CALLER_HEADERS.internalToken];
    if (typeof token !== 'string' || !sameSecret(token, internalToken)) throw unauthorized();
    return app.swagger();
  });
}
