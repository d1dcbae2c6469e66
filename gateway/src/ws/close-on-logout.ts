import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { AfterResponse } from '../routes/api-routes.ts';
import { routeKey } from '../routes/route-table.ts';
import type { Hub } from './hub.ts';
import { SESSION_ENDED } from './session-sweep.ts';

/**
 * Once a logout went through, the sockets this replica holds for that session close at once
 * rather than at the next sweep. Other replicas close theirs on identity's sessions-ended event.
 * By `METHOD /path`, as the API routes look up their after-response hooks.
 */
export function closeSocketsOnLogout(hub: Hub): Record<string, AfterResponse> {
  const close: AfterResponse = async (request, reply) => {
    if (request.caller && reply.statusCode < 300) {
      hub.closeSession(request.caller.sessionId, SESSION_ENDED, 'Session ended');
    }
  };
  return {
    [routeKey(identityEndpoints.postLogout)]: close,
    [routeKey(identityEndpoints.postAdminLogout)]: close,
  };
}
