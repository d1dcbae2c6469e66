import type { FastifyReply, FastifyRequest } from 'fastify';
import { forward, type ProxyOptions } from '../routes/proxy.ts';
import type { AccountSnapshots } from './account-snapshots.ts';

/**
 * GET /api/account, polled every second by every open dashboard: answered from the snapshots in
 * this process once the session check passed, with the accounts service's own body; forwarded to
 * the service when no snapshot is held for the caller (no account, none read yet, a change on its way).
 */
export function accountPollHandler(snapshots: AccountSnapshots, proxy: ProxyOptions) {
  return function answerAccountPoll(request: FastifyRequest, reply: FastifyReply) {
    const body = request.caller ? snapshots.bodyFor(request.caller.userId) : undefined;
    if (!body) return forward(request, reply, 'accounts', proxy);
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
