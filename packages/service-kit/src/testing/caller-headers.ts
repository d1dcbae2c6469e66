import { randomUUID } from 'node:crypto';
import type { Role } from '@prop/contracts/user';
import { CALLER_HEADERS } from '../caller.ts';

/**
 * What the gateway forwards for a verified session: the caller plus the internal token. A caller
 * not named is a fresh user, in a fresh session.
 */
export function callerHeadersFor(internalToken: string) {
  return (role: Role, userId: string = randomUUID(), sessionId: string = randomUUID()): Record<string, string> => ({
    [CALLER_HEADERS.userId]: userId,
    [CALLER_HEADERS.role]: role,
    [CALLER_HEADERS.sessionId]: sessionId,
    [CALLER_HEADERS.internalToken]: internalToken,
  });
}
