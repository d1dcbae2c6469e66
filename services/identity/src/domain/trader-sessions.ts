import { createHash } from 'node:crypto';
import type { TraderSession } from '@prop/contracts/privacy';
import { deviceName } from '@prop/service-kit/device-name';
import type { Session, SessionOrigin } from '@prop/service-kit/session-store';

/**
 * The name a session goes by in the trader's list and in "sign out this one". The session id is
 * what the cookie proves, so it never leaves the server; a hash prefix names it without revealing it.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 16);
}

/** Where a sign-in came from, as its session records it. */
export function sessionOriginOf(client: { address: string | null; userAgent: string }): SessionOrigin {
  return { device: deviceName(client.userAgent), address: client.address };
}

export function toTraderSession(session: Session, currentSessionId: string): TraderSession {
  return {
    id: publicSessionId(session.id),
    current: session.id === currentSessionId,
    device: session.device,
    address: session.address,
    createdAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
  };
}
