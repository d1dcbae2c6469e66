import type { WebSocket } from '@fastify/websocket';
import { describe, expect, it } from 'vitest';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { type Client, Hub, TOO_MANY_SOCKETS } from '../src/ws/hub.ts';

/** A stand-in socket that records what it was asked to send. */
function fakeSocket(state: { open?: boolean; buffered?: number } = {}) {
  const sent: unknown[] = [];
  const fake = {
    OPEN: 1,
    readyState: state.open === false ? 3 : 1,
    bufferedAmount: state.buffered ?? 0,
    terminated: false,
    closedWith: null as number | null,
    send: (frame: unknown) => sent.push(frame),
    close: (code: number) => {
      fake.closedWith = code;
    },
    terminate: () => {
      fake.terminated = true;
    },
  };
  return { fake, sent, socket: fake as unknown as WebSocket };
}

const client = (userId: string, role: 'trader' | 'admin', socket: WebSocket): Client => ({
  userId,
  role,
  sessionId: `s-${userId}-${Math.random()}`,
  socket,
  alive: true,
});

describe('hub', () => {
  it("sends to the user's sockets and the admins, serialising the message once", () => {
    const hub = new Hub(5);
    const tabs = [fakeSocket(), fakeSocket()];
    const other = fakeSocket();
    const admin = fakeSocket();
    for (const tab of tabs) hub.add(client('a', 'trader', tab.socket));
    hub.add(client('b', 'trader', other.socket));
    hub.add(client('admin-1', 'admin', admin.socket));

    hub.publish({ type: 'ticket_reply', data: { userId: 'a' } }, { userId: 'a', toUser: true, toAdmins: true });

    const frames = [...tabs.flatMap((tab) => tab.sent), ...admin.sent];
    expect(frames).toHaveLength(3);
    expect(new Set(frames).size).toBe(1);
    expect(JSON.parse(String(frames[0]))).toEqual({ type: 'ticket_reply', data: { userId: 'a' } });
    expect(other.sent).toHaveLength(0);
  });

  it("reaches a target only with a socket here: the user's for the user, any admin's for the admins", () => {
    const hub = new Hub(5);
    hub.add(client('a', 'trader', fakeSocket().socket));

    expect(hub.reaches({ userId: 'a', toUser: true, toAdmins: false })).toBe(true);
    expect(hub.reaches({ userId: 'b', toUser: true, toAdmins: false })).toBe(false);
    expect(hub.reaches({ userId: 'a', toUser: false, toAdmins: true })).toBe(false);
    expect(hub.reaches({ userId: null, toUser: true, toAdmins: true })).toBe(false);
    hub.add(client('admin-1', 'admin', fakeSocket().socket));
    expect(hub.reaches({ userId: 'b', toUser: true, toAdmins: true })).toBe(true);
  });

  it('sends admins a message only when their roles open the call whose screen shows it', () => {
    const hub = new Hub(5);
    const support = fakeSocket();
    const finance = fakeSocket();
    const owner = fakeSocket();
    hub.add({ ...client('admin-s', 'admin', support.socket), adminRoles: ['support'] });
    hub.add({ ...client('admin-f', 'admin', finance.socket), adminRoles: ['finance'] });
    hub.add({ ...client('admin-o', 'admin', owner.socket), adminRoles: ['owner'] });
    hub.publish(
      { type: 'withdrawal_update', data: {} },
      { userId: 'a', toUser: true, toAdmins: true, adminsNeed: payoutsEndpoints.getAdminWithdrawalRequests },
    );
    expect(support.sent).toHaveLength(0);
    expect(finance.sent).toHaveLength(1);
    expect(owner.sent).toHaveLength(1);
  });

  it('keeps admins-only messages from the user', () => {
    const hub = new Hub(5);
    const trader = fakeSocket();
    const admin = fakeSocket();
    hub.add(client('a', 'trader', trader.socket));
    hub.add(client('admin-1', 'admin', admin.socket));
    hub.publish({ type: 'user_update', data: {} }, { userId: 'a', toUser: false, toAdmins: true });
    expect(trader.sent).toHaveLength(0);
    expect(admin.sent).toHaveLength(1);
  });

  it('keeps user-only messages (equity ticks) from the admins', () => {
    const hub = new Hub(5);
    const trader = fakeSocket();
    const admin = fakeSocket();
    hub.add(client('a', 'trader', trader.socket));
    hub.add(client('admin-1', 'admin', admin.socket));
    hub.publish({ type: 'account_update', data: {} }, { userId: 'a', toUser: true, toAdmins: false });
    expect(trader.sent).toHaveLength(1);
    expect(admin.sent).toHaveLength(0);
  });

  it("broadcasts one frame to every socket, each trader's and each admin's whatever its roles, not to a closed one", () => {
    const hub = new Hub(5);
    const tabs = [fakeSocket(), fakeSocket()];
    const other = fakeSocket();
    const support = fakeSocket();
    const closed = fakeSocket({ open: false });
    for (const tab of tabs) hub.add(client('a', 'trader', tab.socket));
    hub.add(client('b', 'trader', other.socket));
    hub.add({ ...client('admin-1', 'admin', support.socket), adminRoles: ['support'] });
    hub.add(client('c', 'trader', closed.socket));

    hub.broadcast({ type: 'resync' });

    const frames = [...tabs.flatMap((tab) => tab.sent), ...other.sent, ...support.sent];
    expect(frames).toHaveLength(4);
    expect(new Set(frames).size).toBe(1);
    expect(JSON.parse(String(frames[0]))).toEqual({ type: 'resync' });
    expect(closed.sent).toHaveLength(0);
  });

  it('skips closed sockets, drops sockets that stopped reading, forgets removed ones', () => {
    const hub = new Hub(5);
    const closed = fakeSocket({ open: false });
    const slow = fakeSocket({ buffered: 10 * 1024 * 1024 });
    const gone = fakeSocket();
    const goneClient = client('c', 'trader', gone.socket);
    hub.add(client('a', 'trader', closed.socket));
    hub.add(client('b', 'trader', slow.socket));
    hub.add(goneClient);
    hub.remove(goneClient);
    expect(hub.size).toBe(2);
    for (const userId of ['a', 'b', 'c'])
      hub.publish({ type: 'account_update', data: {} }, { userId, toUser: true, toAdmins: true });
    expect(closed.sent).toHaveLength(0);
    expect(slow.sent).toHaveLength(0);
    expect(slow.fake.terminated).toBe(true);
    expect(gone.sent).toHaveLength(0);
  });

  it("closes a session's oldest socket beyond the limit, and all of an ended session's, no one else's", () => {
    const hub = new Hub(2);
    const tabs = [fakeSocket(), fakeSocket(), fakeSocket()];
    const otherSession = fakeSocket();
    for (const tab of tabs) hub.add({ ...client('a', 'trader', tab.socket), sessionId: 's1' });
    hub.add({ ...client('a', 'trader', otherSession.socket), sessionId: 's2' });
    expect(tabs.map((tab) => tab.fake.closedWith)).toEqual([TOO_MANY_SOCKETS, null, null]);
    expect(hub.size).toBe(3);

    hub.closeSession('s1', 4401, 'Session ended');
    expect(tabs.map((tab) => tab.fake.closedWith)).toEqual([TOO_MANY_SOCKETS, 4401, 4401]);
    expect(otherSession.fake.closedWith).toBeNull();
    hub.publish({ type: 'account_update', data: {} }, { userId: 'a', toUser: true, toAdmins: false });
    expect(tabs.flatMap((tab) => tab.sent)).toHaveLength(0);
    expect(otherSession.sent).toHaveLength(1);
  });
});
