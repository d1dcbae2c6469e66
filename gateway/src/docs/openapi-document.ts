/** The parts of an OpenAPI 3.1 document the gateway reads and writes; everything else passes through. */
export interface OpenApiMedia {
  schema?: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  schema?: unknown;
}

export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, OpenApiMedia> };
  responses?: Record<string, { description?: string; content?: Record<string, OpenApiMedia> }>;
  [extension: `x-${string}`]: unknown;
}

export type OpenApiPathItem = Record<string, OpenApiOperation>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, OpenApiPathItem>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
}

/** Fastify's '/api/admin/user/:id' as OpenAPI writes it: '/api/admin/user/{id}'. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

/** The names of a Fastify path's parameters. */
export const pathParams = (fastifyPath: string) => [...fastifyPath.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
