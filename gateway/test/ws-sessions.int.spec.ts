import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subjectFor } from '@prop/service-kit/nats';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';
import { openAppSocket, type TestSocket } from './support/ws-client.ts';

let identity: Upstream;
let gateway: TestGateway;
let baseUrl: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  identity = await startUpstream();
  // The sweep would close ended sessions too, but only after a minute: what closes them here is the logout itself.
  gateway = await startGateway({
    ...allServicesAt(identity.url),
    WS_SESSION_CHECK_MS: '60000',
    WS_MAX_SOCKETS_PER_SESSION: '3',
  });
  baseUrl = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const { socket } of opened) socket.terminate();
  await gateway.close();
  await identity.close();
});
beforeEach(() => {
  identity.answer(() => ({ status: 200, body: { message: 'Logged out' } }));
});

type Role = 'trader' | 'admin';

async function open(cookie: string, role: Role = 'trader') {
  const client = await openAppSocket(baseUrl, role, cookie);
  opened.push(client);
  return client;
}

/** The close code once the socket closes within the deadline; 'open' when it is still open then. */
function closedWithin(client: TestSocket, ms = 1_000): Promise<number | 'open'> {
  return Promise.race([client.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
}

async function publish(subject: string, data: Record<string, unknown>) {
  const envelope = { id: randomUUID(), type: 'Test', occurredAt: new Date().toISOString(), version: 1, data };
  gateway.nats.nc.publish(subjectFor(gateway.config.NAMESPACE, subject), JSON.stringify(envelope));
  await gateway.nats.nc.flush();
}

/** An event for the user: every socket that receives it is open and still served. */
async function stillServed(userId: string, clients: TestSocket[]) {
  const ticketId = randomUUID();
  await publish('support.ticket.created', { userId, ticketId, category: 'general', priority: 'low' });
  for (const client of clients) {
    expect(await client.next()).toMatchObject({ type: 'ticket_created', data: { ticketId } });
  }
}

describe('sockets per session', () => {
  it('closes the oldest socket of a session when one more than the limit opens', async () => {
    const { cookie, session } = await gateway.signIn('trader');
    const tabs = [await open(cookie), await open(cookie), await open(cookie)];
    const fourth = await open(cookie);
    expect(await closedWithin(tabs[0] as TestSocket)).toBe(4429);
    await stillServed(session.userId, [...tabs.slice(1), fourth]);
    expect(tabs[0]?.messages).toHaveLength(0);
  });

  it("counts each session apart, even the same user's", async () => {
    const userId = randomUUID();
    const first = await gateway.signIn('trader', userId);
    const second = await gateway.signIn('trader', userId);
    const sockets = [await open(first.cookie), await open(first.cookie), await open(first.cookie)];
    sockets.push(await open(second.cookie), await open(second.cookie));
    await stillServed(userId, sockets);
  });
});

describe('a logged-out session', () => {
  it('has its sockets closed as soon as its logout went through, and no other session', async () => {
    const userId = randomUUID();
    const leaving = await gateway.signIn('trader', userId);
    const staying = await gateway.signIn('trader', userId);
    const tabs = [await open(leaving.cookie), await open(leaving.cookie)];
    const other = await open(staying.cookie);

    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: leaving.cookie },
    });
    expect(response.statusCode).toBe(200);
    for (const tab of tabs) expect(await closedWithin(tab)).toBe(4401);
    await stillServed(userId, [other]);
  });

  it("closes an admin's sockets on admin logout", async () => {
    const admin = await gateway.signIn('admin');
    const socket = await open(admin.cookie, 'admin');
    await gateway.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: admin.cookie } });
    expect(await closedWithin(socket)).toBe(4401);
  });

  it('keeps the sockets when the logout failed', async () => {
    identity.answer(() => ({ status: 500, body: { message: 'Internal server error' } }));
    const { cookie, session } = await gateway.signIn('trader');
    const socket = await open(cookie);
    await gateway.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    await stillServed(session.userId, [socket]);
  });

  it("has its sockets closed when identity says it ended the session (another replica's logout, a password change)", async () => {
    const userId = randomUUID();
    const ended = [await gateway.signIn('trader', userId), await gateway.signIn('trader', userId)];
    const kept = await gateway.signIn('trader', userId);
    const endedSockets = [await open(ended[0]?.cookie ?? ''), await open(ended[1]?.cookie ?? '')];
    const keptSocket = await open(kept.cookie);

    await publish('identity.sessions.ended', { userId, sessionIds: ended.map(({ session }) => session.id) });
    for (const socket of endedSockets) expect(await closedWithin(socket)).toBe(4401);
    await stillServed(userId, [keptSocket]);
  });
});
