import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALLER_HEADERS, sameSecret } from './caller.ts';
import type { BaseConfig } from './config.ts';
import { installErrorHandler } from './error-handler.ts';
import { faultHook, parseFaultPoints } from './faults.ts';
import { registerOpenApi } from './openapi.ts';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

/**
 * The gateway's request id, when the request comes from the gateway: only a request carrying the
 * internal token may name its id, so the id in logs and the audit trail is never the client's
 * choice. Without a token configured no id is adopted.
 */
function adoptedRequestId(headers: IncomingHttpHeaders, internalToken: string | undefined): string | undefined {
  const given = headers['x-request-id'];
  const token = headers[CALLER_HEADERS.internalToken];
  if (!internalToken || typeof token !== 'string' || !sameSecret(token, internalToken)) return undefined;
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : undefined;
}

/**
 * The one Fastify base every process uses: zod contracts for routes, request ids that follow a
 * call through the gateway, the shared error handler and the health endpoints. A service also
 * documents its routes for the gateway (`openApi`); the gateway, whose routes only forward, does not.
 */
export function createApp(
  config: Pick<BaseConfig, 'LOG_LEVEL' | 'NODE_ENV'> & Partial<Pick<BaseConfig, 'FAULT_POINTS' | 'INTERNAL_TOKEN'>>,
  options: FastifyServerOptions = {},
  { openApi = true }: { openApi?: boolean } = {},
) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-internal-token"]'],
    },
    genReqId: (request) => adoptedRequestId(request.headers, config.INTERNAL_TOKEN) ?? randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  if (openApi && config.INTERNAL_TOKEN) registerOpenApi(app, config.INTERNAL_TOKEN);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const beforeReply = faultHook(parseFaultPoints(config.FAULT_POINTS ?? ''), 'http.before-reply');
  if (beforeReply) {
    // A change that succeeded is committed by now: dying here leaves the client not knowing.
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300) beforeReply();
    });
  }
  return app;
}

/**
 * A bodiless POST that still says `content-type: application/json` (logout, close) is common in
 * clients; it reads as no body rather than as malformed JSON. Anything else uses Fastify's parser,
 * with its prototype-poisoning protection.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

/** A dependency that does not answer in time counts as down (Redis queues commands while away). */
export const READINESS_TIMEOUT_MS = 2000;

function withinTimeout(check: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), READINESS_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** /healthz answers while the process runs; /readyz only when every dependency answers in time. */
export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withinTimeout(check);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'failing'] as const;
        }
      }),
    );
    const ready = results.every(([, status]) => status === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
}

export type App = ReturnType<typeof createApp>;
