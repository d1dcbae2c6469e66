import type { ApiRoute } from '../routes/route-table.ts';
import { type OpenApiDocument, type OpenApiOperation, openApiPath, pathParams } from './openapi-document.ts';

const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);

const hasSchema = (content: Record<string, { schema?: unknown }> | undefined) =>
  Object.values(content ?? {}).some((media) => media.schema !== undefined);

function gapsOf(route: ApiRoute, operation: OpenApiOperation, takesBody: boolean): string[] {
  const gaps: string[] = [];
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  if (!successes.some(([status, response]) => status === '204' || hasSchema(response.content))) {
    gaps.push('no response schema for its success status');
  }
  for (const name of pathParams(route.path)) {
    const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (parameter?.schema === undefined) gaps.push(`no schema for path parameter ${name}`);
  }
  if (takesBody && !hasSchema(operation.requestBody?.content)) gaps.push('no request body schema');
  return gaps;
}

/**
 * What the document fails to say about the routes: a route missing altogether, a success answer
 * without a schema, a path parameter or a POST, PUT or PATCH body without one. A document cannot
 * tell a forgotten body schema from a call that takes no body, so those calls are named, by
 * `METHOD /path`, in `bodiless`. Empty when every route is fully described.
 */
export function findUndocumented(
  routes: readonly ApiRoute[],
  document: OpenApiDocument,
  bodiless: ReadonlySet<string> = new Set(),
): string[] {
  return routes.flatMap((route) => {
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    const name = `${route.method} ${route.path}`;
    if (!operation) return [`${name}: missing from the document`];
    const takesBody = TAKES_BODY.has(route.method) && !bodiless.has(name);
    return gapsOf(route, operation, takesBody).map((gap) => `${name}: ${gap}`);
  });
}
