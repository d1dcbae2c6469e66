import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLER_HEADERS } from '../src/caller.ts';
import { type App, createApp } from '../src/create-app.ts';
import { fileResponse, OPENAPI_PATH } from '../src/openapi.ts';

const INTERNAL_TOKEN = 'internal-token-of-this-test-0123456789';
const idParams = z.object({ id: z.uuid() });

/** A service with the kinds of route the platform has, built the way every service builds its app. */
async function buildService(): Promise<App> {
  const app = createApp({ LOG_LEVEL: 'silent', NODE_ENV: 'test', INTERNAL_TOKEN });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(async (routes) => {
    routes.put(
      '/api/things/:id',
      {
        schema: {
          params: idParams,
          body: z.object({ name: z.string() }),
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async () => ({ ok: true }),
    );
    routes.post('/api/things/:id/archive', { schema: { params: idParams } }, async () => ({}));
    routes.get(
      '/api/things/:id/receipt',
      { schema: { params: idParams, response: { 200: fileResponse('application/pdf', 'The receipt') } } },
      async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')),
    );
  });
  await app.register(async (uploads) => {
    uploads.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    uploads.post('/api/upload', async () => ({}));
  });
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/api/webhook', async () => ({}));
  });
  return app;
}

describe("a service's OpenAPI document", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildService();
  });
  afterAll(() => app.close());

  const read = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: OPENAPI_PATH, headers });

  it('is refused to anyone without the internal token', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read({ [CALLER_HEADERS.internalToken]: `${INTERNAL_TOKEN}x` })).statusCode).toBe(401);
  });

  it('is OpenAPI 3.1 listing the /api routes only, with the zod schemas as JSON Schema', async () => {
    const answer = await read({ [CALLER_HEADERS.internalToken]: INTERNAL_TOKEN });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/things/{id}',
      '/api/things/{id}/archive',
      '/api/things/{id}/receipt',
      '/api/upload',
      '/api/webhook',
    ]);
    const put = document.paths['/api/things/{id}'].put;
    expect(put.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', schema: expect.objectContaining({ format: 'uuid' }) }),
    ]);
    expect(put.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string' } },
    });
    expect(put.responses[200].content['application/json'].schema).toMatchObject({
      properties: { ok: { type: 'boolean' } },
    });
  });

  it('describes a file answer by its media type, and still sends the file as it is', async () => {
    const document = (await read({ [CALLER_HEADERS.internalToken]: INTERNAL_TOKEN })).json();
    expect(document.paths['/api/things/{id}/receipt'].get.responses[200]).toEqual({
      description: 'The receipt',
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    });
    const file = await app.inject({ method: 'GET', url: `/api/things/${crypto.randomUUID()}/receipt` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe('%PDF-1.7');
  });

  it('describes bodies a route reads itself (multipart, raw bytes), and no body for a POST without one', async () => {
    const { paths } = (await read({ [CALLER_HEADERS.internalToken]: INTERNAL_TOKEN })).json();
    expect(Object.keys(paths['/api/upload'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(paths['/api/webhook'].post.requestBody.content)).toEqual(['*/*']);
    expect(paths['/api/things/{id}/archive'].post.requestBody).toBeUndefined();
  });
});
