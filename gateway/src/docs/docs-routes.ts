import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import { forbidden, unauthorized } from '@prop/service-kit/errors';
import type { ResolveCaller } from '../auth/session-check.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import {
  ASSETS_PATH,
  DOCS_PATH,
  DOCUMENT_PATH,
  VIEWER_ASSETS,
  VIEWER_HTML,
  VIEWER_SCRIPT,
  VIEWER_SCRIPT_PATH,
} from './viewer-page.ts';

/** The package's folder, found without loading its 1.7 MB bundle into the gateway. */
const swaggerUiRoot = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The same rule as an admin route of the table: a live admin session that has its second factor. */
function requireAdmin(resolveCaller: ResolveCaller) {
  return async function checkAdmin(request: FastifyRequest): Promise<void> {
    const caller = await resolveCaller(request, 'admin', { allowEnrolmentOnly: true });
    if (!caller) throw unauthorized();
    if (caller.enrolmentOnly) throw forbidden(SECOND_FACTOR_MESSAGES.enrolmentRequired);
  };
}

/**
 * The API documentation for signed-in admins, answered by the gateway itself: these routes are
 * not in the route table because no service owns them. One scope, so the admin check covers the
 * viewer's static assets too.
 */
export async function registerDocsRoutes(
  app: FastifyInstance,
  deps: { resolveCaller: ResolveCaller; document: () => Promise<OpenApiDocument> },
): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRequest', requireAdmin(deps.resolveCaller));
    docs.get(DOCS_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(VIEWER_HTML));
    docs.get(VIEWER_SCRIPT_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(VIEWER_SCRIPT),
    );
    docs.get(DOCUMENT_PATH, async () => deps.document());
    await docs.register(fastifyStatic, {
      root: swaggerUiRoot(),
      prefix: ASSETS_PATH,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => VIEWER_ASSETS.has(pathName),
    });
  });
}
