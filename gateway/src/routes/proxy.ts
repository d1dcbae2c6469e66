import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServiceName } from '@prop/service-kit/config';
import { CALLER_HEADERS } from '@prop/service-kit/caller';

export interface ProxyOptions {
  upstreams: Record<ServiceName, string>;
  internalToken: string;
  timeoutMs: number;
}

/** Headers only the gateway may set; a client-sent copy would let anyone pose as anyone. */
const SPOOFABLE = new Set<string>([...Object.values(CALLER_HEADERS), 'cookie']);
const isSpoofable = (name: string) => SPOOFABLE.has(name) || name.startsWith('x-user-');
/** The body is already read here, so a client's `Expect: 100-continue` means nothing upstream (undici refuses it). */
const HOP_BY_HOP = new Set(['expect']);

export const unavailableMessage = (service: ServiceName) =>
  `The ${service} service is unavailable. Please try again shortly.`;

/**
 * Request bodies stay raw bytes: the gateway never parses or re-encodes them, so each service
 * validates exactly what the browser sent. Each route's bodyLimit still applies while reading.
 */
export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(replyFrom, {
    undici: { connectTimeout: Math.min(options.timeoutMs, 5_000), headersTimeout: options.timeoutMs },
    destroyAgent: true,
    disableRequestLogging: true,
  });
}

/**
 * The services see the verified caller, the gateway's request id and the client address, never
 * the cookie. The internal token goes with every call, public ones too: it is what makes a service
 * believe the request id and the client address (and, with them, the caller headers).
 */
function upstreamHeaders(request: FastifyRequest, headers: IncomingHttpHeaders, internalToken: string) {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!isSpoofable(name) && !HOP_BY_HOP.has(name)) forwarded[name] = value;
  }
  forwarded['x-request-id'] = request.id;
  forwarded['x-forwarded-for'] = request.ip;
  forwarded[CALLER_HEADERS.clientAddress] = request.ip;
  forwarded[CALLER_HEADERS.internalToken] = internalToken;
  if (request.caller) {
    forwarded[CALLER_HEADERS.userId] = request.caller.userId;
    forwarded[CALLER_HEADERS.role] = request.caller.role;
    forwarded[CALLER_HEADERS.sessionId] = request.caller.sessionId;
    if (request.caller.viewerId) forwarded[CALLER_HEADERS.viewerId] = request.caller.viewerId;
  }
  return forwarded;
}

/** The raw body, handed over as-is; reply-from would otherwise JSON-encode a parsed one again. */
function rawBody(request: FastifyRequest) {
  if (!Buffer.isBuffer(request.body)) return {};
  return { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' };
}

/**
 * Forwards path and query unchanged to the owning service; its status, headers (Set-Cookie
 * included) and body come back as they are. No retries: a POST may have taken effect. Any
 * failure to reach the service answers 503 naming it.
 */
export function forward(request: FastifyRequest, reply: FastifyReply, service: ServiceName, options: ProxyOptions) {
  return reply.from(`${options.upstreams[service]}${request.url}`, {
    ...rawBody(request),
    timeout: options.timeoutMs,
    retryDelay: () => null,
    rewriteRequestHeaders: (_request, headers) =>
      upstreamHeaders(request, headers as IncomingHttpHeaders, options.internalToken),
    onError: (failed, { error }) => {
      request.log.warn({ err: error, service }, 'upstream unavailable');
      failed.code(503).send({ message: unavailableMessage(service) });
    },
  });
}
