import { describe, expect, it } from 'vitest';
import { mergeDocuments } from '../src/docs/merge-documents.ts';
import type { OpenApiDocument } from '../src/docs/openapi-document.ts';
import type { ApiRoute } from '../src/routes/route-table.ts';

const ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/api/admin/user/:id', service: 'identity', access: 'admin' },
  { method: 'POST', path: '/api/login', service: 'identity', access: 'public' },
  { method: 'GET', path: '/api/withdrawal/requests', service: 'payouts', access: 'trader' },
  { method: 'GET', path: '/api/admin/audit-log', service: 'audit', access: 'admin' },
];
const cookieNames = { trader: 'session', admin: 'admin_session' };
const ok = (ref: string) => ({ 200: { content: { 'application/json': { schema: { $ref: ref } } } } });

const serviceDocument = (paths: OpenApiDocument['paths'], schemas = {}): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: 'service API', version: '1.0.0' },
  paths,
  components: { schemas },
});

const identity = serviceDocument(
  {
    '/api/admin/user/{id}': { get: { responses: ok('#/components/schemas/User') } },
    '/api/login': { post: { responses: ok('#/components/schemas/User') } },
    // registered by the service but not routed by the gateway: unreachable, so left out
    '/api/internal-only': { get: { responses: {} } },
  },
  { User: { type: 'object', properties: { address: { $ref: '#/components/schemas/Address' } } }, Address: {} },
);
const payouts = serviceDocument(
  { '/api/withdrawal/requests': { get: { responses: ok('#/components/schemas/User') } } },
  { User: { type: 'string' } },
);

describe('merging the services’ documents into one', () => {
  const merged = mergeDocuments({ routes: ROUTES, documents: { identity, payouts }, cookieNames });

  it('keeps exactly the routed operations, tagged by service and marked with their access class', () => {
    expect(Object.keys(merged.paths).sort()).toEqual([
      '/api/admin/user/{id}',
      '/api/login',
      '/api/withdrawal/requests',
    ]);
    expect(merged.paths['/api/admin/user/{id}']?.get).toMatchObject({
      summary: 'Admin session',
      tags: ['identity'],
      security: [{ adminSession: [] }],
      'x-access': 'admin',
    });
    expect(merged.paths['/api/login']?.post).toMatchObject({ security: [], 'x-access': 'public' });
    expect(merged.paths['/api/withdrawal/requests']?.get).toMatchObject({ security: [{ traderSession: [] }] });
  });

  it('names each answer that Fastify left as a default response by its status', () => {
    const generated = { description: 'Default Response', content: {} };
    const documents = {
      audit: serviceDocument({ '/api/admin/audit-log': { get: { responses: { 200: generated, 404: generated } } } }),
    };
    const { paths } = mergeDocuments({ routes: ROUTES, documents, cookieNames });
    const responses = paths['/api/admin/audit-log']?.get?.responses;
    expect([responses?.[200]?.description, responses?.[404]?.description]).toEqual(['OK', 'Not Found']);
  });

  it('names each session cookie in its security scheme', () => {
    expect(merged.components?.securitySchemes).toEqual({
      traderSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }),
      adminSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'admin_session' }),
    });
  });

  it('keeps two services’ schemas of one name apart, with every reference following its own', () => {
    expect(Object.keys(merged.components?.schemas ?? {}).sort()).toEqual([
      'identity.Address',
      'identity.User',
      'payouts.User',
    ]);
    expect(merged.components?.schemas?.['identity.User']).toEqual({
      type: 'object',
      properties: { address: { $ref: '#/components/schemas/identity.Address' } },
    });
    expect(merged.paths['/api/withdrawal/requests']?.get?.responses?.[200]).toEqual(
      ok('#/components/schemas/payouts.User')[200],
    );
  });

  it('says which services did not answer', () => {
    expect(merged.info.description).toBe('Incomplete: no answer from audit.');
    expect(merged.tags?.map((tag) => tag.name)).toEqual(['audit', 'identity', 'payouts']);
  });
});
