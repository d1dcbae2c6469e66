import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BaseConfig } from './config.ts';
import { installErrorHandler } from './error-handler.ts';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

/**
 * The one Fastify base every process uses: zod contracts for routes, request ids that follow a
 * call through the gateway, the shared error handler and the health endpoints.
 */
export function createApp(config: Pick<BaseConfig, 'LOG_LEVEL' | 'NODE_ENV'>, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-internal-token"]'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
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

/** /healthz answers while the process runs; /readyz only when every dependency answers. */
export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await check();
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
