import type { FastifyInstance } from 'fastify';
import { SERVICE_NAMES } from '@prop/service-kit/config';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import type { ResolveCaller } from '../auth/session-check.ts';
import type { ProxyOptions } from '../routes/proxy.ts';
import { API_ROUTES } from '../routes/route-table.ts';
import { cachedDocument } from './cached-document.ts';
import { registerDocsRoutes } from './docs-routes.ts';
import { mergeDocuments } from './merge-documents.ts';
import { readServiceDocuments } from './read-service-documents.ts';

export interface ApiDocsDeps {
  resolveCaller: ResolveCaller;
  proxy: ProxyOptions;
  secureCookies: boolean;
  millis: () => number;
}

/** The whole /api surface as one OpenAPI document, read from the services and served to admins. */
export async function registerApiDocs(app: FastifyInstance, deps: ApiDocsDeps): Promise<void> {
  const cookieNames = {
    trader: sessionCookieName('trader', deps.secureCookies),
    admin: sessionCookieName('admin', deps.secureCookies),
  };
  const source = { ...deps.proxy, log: app.log };
  const document = cachedDocument(async () => {
    const documents = await readServiceDocuments(SERVICE_NAMES, source);
    return {
      document: mergeDocuments({ routes: API_ROUTES, documents, cookieNames }),
      complete: SERVICE_NAMES.every((service) => documents[service] !== undefined),
    };
  }, deps.millis);
  await registerDocsRoutes(app, { resolveCaller: deps.resolveCaller, document });
}
