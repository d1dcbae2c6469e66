import { describe, expect, it } from 'vitest';
import { findUndocumented } from '../src/docs/find-undocumented.ts';
import type { OpenApiDocument, OpenApiOperation } from '../src/docs/openapi-document.ts';
import type { ApiRoute } from '../src/routes/route-table.ts';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const ROUTE: ApiRoute = { method: 'PUT', path: '/api/admin/kyc/:userId', service: 'identity', access: 'admin' };

/** The route fully described: a path parameter, a body and a success answer, each with a schema. */
const described = (): OpenApiOperation => ({
  parameters: [{ name: 'userId', in: 'path', schema: { type: 'string', format: 'uuid' } }],
  requestBody: json({ type: 'object' }),
  responses: { 200: json({ type: 'object' }), 404: json({ type: 'object' }) },
});
const documentWith = (operation: OpenApiOperation | undefined): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  paths: operation ? { '/api/admin/kyc/{userId}': { put: operation } } : {},
});

describe('finding the routes the document does not describe', () => {
  it('finds nothing when the route is described in full', () => {
    expect(findUndocumented([ROUTE], documentWith(described()))).toEqual([]);
  });

  it('names a route missing from the document', () => {
    expect(findUndocumented([ROUTE], documentWith(undefined))).toEqual([
      'PUT /api/admin/kyc/:userId: missing from the document',
    ]);
  });

  it('names a route whose success answer has no schema, even when its errors have one', () => {
    const operation = { ...described(), responses: { 200: { description: 'Default Response' }, 404: json({}) } };
    expect(findUndocumented([ROUTE], documentWith(operation))).toEqual([
      'PUT /api/admin/kyc/:userId: no response schema for its success status',
    ]);
  });

  it('names a route whose path parameter or body has no schema', () => {
    const { parameters: _, requestBody: __, ...rest } = described();
    expect(findUndocumented([ROUTE], documentWith(rest))).toEqual([
      'PUT /api/admin/kyc/:userId: no schema for path parameter userId',
      'PUT /api/admin/kyc/:userId: no request body schema',
    ]);
  });

  it('asks no body of a call named as taking none, nor of a GET', () => {
    const { requestBody: _, ...rest } = described();
    expect(findUndocumented([ROUTE], documentWith(rest), new Set(['PUT /api/admin/kyc/:userId']))).toEqual([]);
    const get: ApiRoute = { ...ROUTE, method: 'GET' };
    const document: OpenApiDocument = {
      ...documentWith(undefined),
      paths: { '/api/admin/kyc/{userId}': { get: rest } },
    };
    expect(findUndocumented([get], document)).toEqual([]);
  });
});
