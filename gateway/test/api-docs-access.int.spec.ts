import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentOnlySessionKey, SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import { SERVICE_NAMES } from '@prop/contracts/services';
import { CALLER_HEADERS } from '@prop/service-kit/caller';
import { DEV_SECRETS, redisKeyPrefix } from '@prop/service-kit/config';
import { OPENAPI_PATH } from '@prop/service-kit/openapi';
import type { OpenApiDocument } from '../src/docs/openapi-document.ts';
import { DOCS_PATH, DOCUMENT_PATH, VIEWER_SCRIPT_PATH } from '../src/docs/viewer-page.ts';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let services: Upstream;
let gateway: TestGateway;

/** What every stand-in service says it serves: the audit log, and a route the gateway does not route. */
const SERVICE_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'service API', version: '1.0.0' },
  paths: {
    '/api/admin/audit-log': { get: { responses: { 200: { content: { 'application/json': { schema: {} } } } } } },
    '/api/not-routed': { get: { responses: {} } },
  },
};

beforeAll(async () => {
  services = await startUpstream();
  services.answer((request) =>
    request.url === OPENAPI_PATH ? { body: SERVICE_DOCUMENT } : { status: 404, body: { message: 'Not found' } },
  );
  gateway = await startGateway({ ...allServicesAt(services.url), PROGRAMS_URL: services.url });
});
afterAll(async () => {
  await gateway.close();
  await services.close();
});

const DOCS_URLS = [DOCS_PATH, VIEWER_SCRIPT_PATH, `${DOCS_PATH}/assets/swagger-ui-bundle.js`, DOCUMENT_PATH];
const get = (url: string, cookie?: string) =>
  gateway.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the API documentation at /api/admin/docs', () => {
  it.each(DOCS_URLS)('refuses %s without a session and to a trader', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    const trader = await gateway.signIn('trader');
    expect((await get(url, trader.cookie)).statusCode).toBe(401);
  });

  it('refuses an admin who must still enrol a second factor', async () => {
    const admin = await gateway.signIn('admin');
    await gateway.redis.set(enrolmentOnlySessionKey(redisKeyPrefix(gateway.config.NAMESPACE), admin.session.id), '1');
    const answer = await get(DOCUMENT_PATH, admin.cookie);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.enrolmentRequired });
  });

  it('shows an admin the viewer, whose scripts all come from the gateway under its CSP', async () => {
    const { cookie } = await gateway.signIn('admin');
    const page = await get(DOCS_PATH, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toEqual([`${DOCS_PATH}/assets/swagger-ui-bundle.js`, VIEWER_SCRIPT_PATH]);
    for (const url of [...scripts, `${DOCS_PATH}/assets/swagger-ui.css`]) {
      expect((await get(url, cookie)).statusCode, url).toBe(200);
    }
    expect((await get(VIEWER_SCRIPT_PATH, cookie)).body).toContain(DOCUMENT_PATH);
  });

  it('serves none of the viewer package’s other files', async () => {
    const { cookie } = await gateway.signIn('admin');
    for (const file of ['package.json', 'index.html', 'swagger-initializer.js', '../package.json']) {
      expect((await get(`${DOCS_PATH}/assets/${file}`, cookie)).statusCode, file).toBe(404);
    }
  });

  it('gives an admin the merged document, read from the services with the internal token, once a minute', async () => {
    const { cookie } = await gateway.signIn('admin');
    services.received.length = 0;
    const answer = await get(DOCUMENT_PATH, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const document = answer.json() as OpenApiDocument;
    expect(Object.keys(document.paths)).toEqual(['/api/admin/audit-log']);
    expect(document.paths['/api/admin/audit-log']?.get?.tags).toEqual(['audit']);
    const reads = services.received.filter((request) => request.url === OPENAPI_PATH);
    expect(reads).toHaveLength(SERVICE_NAMES.length);
    for (const read of reads) expect(read.headers[CALLER_HEADERS.internalToken]).toBe(DEV_SECRETS.INTERNAL_TOKEN);

    expect((await get(DOCUMENT_PATH, cookie)).statusCode).toBe(200);
    expect(services.received.filter((request) => request.url === OPENAPI_PATH)).toHaveLength(SERVICE_NAMES.length);
  });
});
