import { STATUS_CODES } from 'node:http';
import type { Access } from '@prop/contracts/endpoints/define';
import type { ServiceName } from '@prop/service-kit/config';
import type { ApiRoute } from '../routes/route-table.ts';
import { type OpenApiDocument, type OpenApiOperation, openApiPath } from './openapi-document.ts';

export interface MergeInput {
  /** The gateway's route table: what the merged document lists, and nothing else. */
  routes: readonly ApiRoute[];
  /** Each service's own document; a service missing here is named as unavailable. */
  documents: Partial<Record<ServiceName, OpenApiDocument>>;
  /** The session cookies' names, which depend on whether cookies are secure. */
  cookieNames: { trader: string; admin: string };
}

const SCHEME_OF: Record<Exclude<Access, 'public'>, string> = { trader: 'traderSession', admin: 'adminSession' };
const COMPONENT_REF = '#/components/schemas/';

/** A service's named schemas move under `service.Name`, so two services may both name one `User`. */
function prefixRefs<T>(value: T, service: ServiceName): T {
  if (Array.isArray(value)) return value.map((item) => prefixRefs(item, service)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) =>
    key === '$ref' && typeof item === 'string' && item.startsWith(COMPONENT_REF)
      ? [key, `${COMPONENT_REF}${service}.${item.slice(COMPONENT_REF.length)}`]
      : [key, prefixRefs(item, service)],
  );
  return Object.fromEntries(entries) as T;
}

/** Shown next to each path in the viewer: who may call it. */
const SUMMARY_OF: Record<Access, string> = { public: 'No session', trader: 'Trader session', admin: 'Admin session' };

/** Fastify's generated 'Default Response' says nothing; the status's own name says a little. */
function namedResponses(responses: OpenApiOperation['responses']): OpenApiOperation['responses'] {
  if (!responses) return responses;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      response.description === 'Default Response' ? { ...response, description: STATUS_CODES[status] ?? '' } : response,
    ]),
  );
}

function operationFor(route: ApiRoute, operation: OpenApiOperation): OpenApiOperation {
  const prefixed = prefixRefs(operation, route.service);
  return {
    ...prefixed,
    summary: SUMMARY_OF[route.access],
    responses: namedResponses(prefixed.responses),
    tags: [route.service],
    security: route.access === 'public' ? [] : [{ [SCHEME_OF[route.access]]: [] }],
    'x-access': route.access,
  };
}

/**
 * One OpenAPI 3.1 document for the whole /api surface: every route of the gateway's table, taken
 * from its owning service's document, tagged by service and marked with its access class. Routes a
 * service registers but the gateway does not route stay out; they are not reachable from outside.
 */
export function mergeDocuments({ routes, documents, cookieNames }: MergeInput): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    const operation = documents[route.service]?.paths[path]?.[method];
    if (!operation) continue;
    paths[path] = { ...paths[path], [method]: operationFor(route, operation) };
  }
  const schemas = Object.fromEntries(
    Object.entries(documents).flatMap(([service, document]) =>
      Object.entries(document?.components?.schemas ?? {}).map(([name, schema]) => [
        `${service}.${name}`,
        prefixRefs(schema, service as ServiceName),
      ]),
    ),
  );
  const services = [...new Set(routes.map((route) => route.service))].sort();
  const missing = services.filter((service) => !documents[service]);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API',
      version: '1.0.0',
      description:
        missing.length === 0
          ? 'Every /api call the gateway routes, from the schemas each service validates with.'
          : `Incomplete: no answer from ${missing.join(', ')}.`,
    },
    tags: services.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        traderSession: { type: 'apiKey', in: 'cookie', name: cookieNames.trader, description: 'A trader session.' },
        adminSession: { type: 'apiKey', in: 'cookie', name: cookieNames.admin, description: 'An admin session.' },
      },
    },
  };
}
