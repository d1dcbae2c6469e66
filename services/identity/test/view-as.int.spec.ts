import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInvited } from '@prop/contracts/events/identity';
import { VIEW_AS_MESSAGES } from '@prop/contracts/view-as';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { viewSessionCookieName } from '@prop/service-kit/session-cookie';
import { verifySessionToken } from '@prop/service-kit/session-token';
import { startIdentity } from './helper.ts';
import { lastEventData } from './sent-events.ts';

const PASSWORD = 'copper lantern meadow 42';
type Headers = Record<string, string>;

/** Identity's side of a view as a trader (the gateway's side: tests/platform/view-as.int.spec.ts). */
describe('a support admin views as a trader', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let owner: Headers;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    identity.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    identity = await startIdentity();
    owner = await identity.adminHeaders();
  });
  afterAll(() => identity.close());

  /** A support admin, invited by the owner and signed in with the password they chose. */
  async function supportAdmin() {
    const email = `support-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const invited = await call('POST', '/api/admin/admins', owner, {
      email,
      firstName: 'Sam',
      lastName: 'Support',
      roles: ['support'],
    });
    const { token } = (await lastEventData(identity, adminInvited)) ?? { token: '' };
    await call('POST', '/api/admin/password/reset', {}, { token, password: PASSWORD });
    const login = await call('POST', '/api/admin/login', {}, { email, password: PASSWORD });
    return { id: invited.json().id as string, headers: identity.callerFor(login, 'admin') };
  }

  it('ends their views when an owner disables them, audited as such', async () => {
    const support = await supportAdmin();
    const { user } = await identity.registerAndLogin();
    const started = await call('POST', `/api/admin/view-as/${user.id}`, support.headers, { reason: 'Ticket 7 check' });
    expect(started.statusCode, started.body).toBe(201);
    const cookie = started.cookies.find((each) => each.name === viewSessionCookieName(false));
    const viewId = verifySessionToken(cookie?.value ?? '', identity.config.SESSION_SECRET, 'trader')?.sid ?? '';
    expect(await identity.deps.redis.exists(`${identity.config.NAMESPACE}:session:${viewId}`)).toBe(1);

    expect((await call('POST', `/api/admin/admins/${support.id}/disable`, owner)).statusCode).toBe(200);
    expect(await identity.deps.redis.exists(`${identity.config.NAMESPACE}:session:${viewId}`)).toBe(0);
    const entries = await auditRecordsAbout(identity.deps.db, user.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['user.view_started', support.id],
      ['user.view_ended', owner['x-user-id']],
    ]);
    expect(entries.at(-1)?.after).toEqual({ cause: 'admin disabled' });
  });

  it("answers the trader app's question only for a view", async () => {
    const trader = await identity.registerAndLogin();
    const answer = await call('GET', '/api/view-as', trader.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: VIEW_AS_MESSAGES.notViewing });
  });
});
