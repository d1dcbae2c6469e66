import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Long enough for any id a client's own tracing uses, short enough not to bloat every log line. */
const MAX_CLIENT_ID_LENGTH = 128;

/**
 * The gateway names every request itself: the id it forwards becomes the id in each service's
 * logs and in the audit trail, so a client must never choose it. An id the client sent anyway is
 * kept in the request's log lines as `clientRequestId`, for matching up with the client's own logs.
 */
export const gatewayRequestIds = {
  genReqId: () => randomUUID(),
  childLoggerFactory(logger, bindings, options, rawRequest) {
    const given = rawRequest.headers['x-request-id'];
    const clientRequestId = typeof given === 'string' ? given.slice(0, MAX_CLIENT_ID_LENGTH) : undefined;
    return logger.child(clientRequestId === undefined ? bindings : { ...bindings, clientRequestId }, options);
  },
} satisfies FastifyServerOptions;
