import { WS_CLOSE } from '@prop/contracts/constants';
import type { WebSocket } from '@fastify/websocket';
import type { RealtimeMessage } from '@prop/contracts/realtime';
import type { AdminRole } from '@prop/contracts/staff-roles';
import { canCall } from '@prop/contracts/endpoints/can-call';
import type { Endpoint } from '@prop/contracts/endpoints/define';
import type { Caller } from '@prop/service-kit/caller';

export interface Client extends Caller {
  socket: WebSocket;
  /** An admin socket's roles when it opened (docs/decisions/014); none for a trader's. */
  adminRoles?: readonly AdminRole[];
  /** Cleared at each ping, set by the pong: a socket that stays silent for a round is dead. */
  alive: boolean;
}

/** Who receives a message: the sockets of one user, every admin socket, or both. */
export interface Target {
  userId: string | null;
  toUser: boolean;
  toAdmins: boolean;
  /** The call whose screen shows the message: only admins whose roles open it receive it. */
  adminsNeed?: Pick<Endpoint, 'access' | 'roles'>;
}

/** Close code for a socket pushed out by a newer one of the same session. */
export const TOO_MANY_SOCKETS = WS_CLOSE.tooManySockets;

/** A socket this far behind is not reading; it is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The sockets of this replica: traders by user id (a user may have several tabs open) and
 * admins in one set. Each message is serialised once into a Buffer that every socket sends as
 * is, so a broadcast to thousands of sockets allocates one payload, not thousands.
 */
export class Hub {
  private readonly traders = new Map<string, Set<Client>>();
  private readonly admins = new Set<Client>();
  /** Each session's sockets, oldest first (a Set keeps insertion order). */
  private readonly sessions = new Map<string, Set<Client>>();

  /** `maxSocketsPerSession`: one more closes the session's oldest, so a session cannot hoard sockets. */
  constructor(private readonly maxSocketsPerSession: number) {}

  add(client: Client): void {
    const ofSession = this.sessions.get(client.sessionId) ?? new Set<Client>();
    ofSession.add(client);
    this.sessions.set(client.sessionId, ofSession);
    if (client.role === 'admin') this.admins.add(client);
    else {
      const sockets = this.traders.get(client.userId) ?? new Set<Client>();
      sockets.add(client);
      this.traders.set(client.userId, sockets);
    }
    for (const oldest of ofSession) {
      if (ofSession.size <= this.maxSocketsPerSession) break;
      this.remove(oldest);
      oldest.socket.close(TOO_MANY_SOCKETS, 'Too many sockets for this session');
    }
  }

  /** Forgets a client; it receives nothing more. Safe to call again when its socket closes. */
  remove(client: Client): void {
    const ofSession = this.sessions.get(client.sessionId);
    ofSession?.delete(client);
    if (ofSession?.size === 0) this.sessions.delete(client.sessionId);
    if (client.role === 'admin') {
      this.admins.delete(client);
      return;
    }
    const sockets = this.traders.get(client.userId);
    sockets?.delete(client);
    if (sockets?.size === 0) this.traders.delete(client.userId);
  }

  /** Closes every socket of a session that ended (logged out, revoked): they receive nothing more. */
  closeSession(sessionId: string, code: number, reason: string): void {
    for (const client of [...(this.sessions.get(sessionId) ?? [])]) {
      this.remove(client);
      client.socket.close(code, reason);
    }
  }

  *clients(): Generator<Client> {
    for (const sockets of this.traders.values()) yield* sockets;
    yield* this.admins;
  }

  get size(): number {
    let count = this.admins.size;
    for (const sockets of this.traders.values()) count += sockets.size;
    return count;
  }

  /**
   * Whether a socket of this replica is one the target names (before the roles an admin needs):
   * most ticks reach none here, a trader's sockets sitting on one gateway replica of several.
   */
  reaches(target: Omit<Target, 'adminsNeed'>): boolean {
    if (target.toAdmins && this.admins.size > 0) return true;
    return target.toUser && target.userId !== null && (this.traders.get(target.userId)?.size ?? 0) > 0;
  }

  /** Serialises the message only when a socket of this replica is to receive it (most ticks reach none). */
  publish(message: RealtimeMessage, target: Target): void {
    if (!this.reaches(target)) return;
    const user = target.toUser && target.userId ? this.traders.get(target.userId) : undefined;
    const admins = target.toAdmins ? this.admins : undefined;
    const frame = Buffer.from(JSON.stringify(message));
    for (const client of user ?? []) send(client, frame);
    for (const client of admins ?? []) {
      if (!target.adminsNeed || canCall(target.adminsNeed, client.adminRoles ?? [])) send(client, frame);
    }
  }

  /** One frame to every socket of this replica, whoever it belongs to. */
  broadcast(message: object): void {
    const frame = Buffer.from(JSON.stringify(message));
    for (const client of this.clients()) send(client, frame);
  }

  closeAll(code: number, reason: string): void {
    for (const client of [...this.clients()]) client.socket.close(code, reason);
  }
}

function send(client: Client, frame: Buffer): void {
  const { socket } = client;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(frame, { binary: false });
}
