import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole, STAFF_ROLE_MESSAGES } from '@prop/contracts/staff-roles';
import { canCall } from '@prop/contracts/endpoints/can-call';
import { encodeLiveAdminRoles, liveAdminRolesKey } from '@prop/contracts/live-admin-roles';
import { enrolmentOnlySessionKey, SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import { API_ROUTES } from '../src/routes/route-table.ts';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let services: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  services = await startUpstream();
  gateway = await startGateway(allServicesAt(services.url));
});
afterAll(async () => {
  await gateway.close();
  await services.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const fill = (path: string) => path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000001');

async function call(method: Method, url: string, cookie: string) {
  const before = services.received.length;
  const answer = await gateway.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: method === 'GET' ? undefined : '{}',
  });
  return { status: answer.statusCode, body: answer.body, forwarded: services.received.length > before };
}

const adminWith = (roles: readonly AdminRole[]) => gateway.signIn('admin', crypto.randomUUID(), roles);

describe('staff roles at the gateway (docs/decisions/014)', () => {
  it('refuses a support admin the withdrawals with 403 and a message, before any service hears of it', async () => {
    const support = await adminWith(['support']);
    const answer = await call('GET', '/api/admin/withdrawal-requests', support.cookie);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: STAFF_ROLE_MESSAGES.forbidden });
    expect(answer.forwarded).toBe(false);
    expect((await call('GET', '/api/admin/support/tickets', support.cookie)).forwarded).toBe(true);
  });

  it('answers every admin route for every single role exactly as canCall says', async () => {
    const adminRoutes = API_ROUTES.filter((route) => route.access === 'admin');
    const found: string[] = [];
    for (const role of ADMIN_ROLES) {
      const admin = await adminWith([role]);
      for (const route of adminRoutes) {
        const answer = await call(route.method, fill(route.path), admin.cookie);
        const wanted = canCall(route, [role]);
        // Admitted: past the gateway's checks (the stand-in answers, or a service it has no stand-in for is 503).
        const admitted = answer.status !== 401 && answer.status !== 403;
        if (admitted !== wanted || (!wanted && answer.forwarded))
          found.push(`${route.method} ${route.path} as ${role}: ${answer.status}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('admits an admin of several roles to what any one of them opens', async () => {
    const both = await adminWith(['support', 'finance']);
    expect((await call('GET', '/api/admin/withdrawal-requests', both.cookie)).forwarded).toBe(true);
    expect((await call('GET', '/api/admin/support/tickets', both.cookie)).forwarded).toBe(true);
    expect((await call('GET', '/api/admin/kyc', both.cookie)).status).toBe(403);
  });

  it('keeps routes that name no roles for owners', async () => {
    const finance = await adminWith(['finance']);
    const owner = await adminWith(['owner']);
    expect((await call('GET', '/api/admin/audit-log', finance.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/audit-log', owner.cookie)).forwarded).toBe(true);
  });

  it('applies a change of roles from the very next request of a live session', async () => {
    const admin = await adminWith(['support']);
    const key = liveAdminRolesKey(gateway.prefix, admin.session.userId);
    expect((await call('GET', '/api/admin/purchases', admin.cookie)).status).toBe(403);
    await gateway.redis.set(key, encodeLiveAdminRoles(['finance']));
    expect((await call('GET', '/api/admin/purchases', admin.cookie)).forwarded).toBe(true);
    expect((await call('GET', '/api/admin/support/tickets', admin.cookie)).status).toBe(403);
  });

  it('treats an admin session whose roles were never published as no session', async () => {
    const admin = await adminWith(['owner']);
    await gateway.redis.del(liveAdminRolesKey(gateway.prefix, admin.session.userId));
    expect((await call('GET', '/api/admin/me', admin.cookie)).status).toBe(401);
  });

  it('refuses unknown role names rather than guessing', async () => {
    const admin = await adminWith(['support']);
    await gateway.redis.set(liveAdminRolesKey(gateway.prefix, admin.session.userId), 'superuser,Owner');
    expect((await call('GET', '/api/admin/audit-log', admin.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/support/tickets', admin.cookie)).status).toBe(403);
  });

  it('still asks an enrolment-only admin to enrol first, whatever their roles', async () => {
    const admin = await adminWith(['finance']);
    await gateway.redis.set(enrolmentOnlySessionKey(gateway.prefix, admin.session.id), '1');
    const answer = await call('GET', '/api/admin/withdrawal-requests', admin.cookie);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: SECOND_FACTOR_MESSAGES.enrolmentRequired });
    expect((await call('GET', '/api/admin/security/totp', admin.cookie)).forwarded).toBe(true);
  });

  it('leaves trader routes to the trader session', async () => {
    const trader = await gateway.signIn('trader');
    expect((await call('GET', '/api/support/tickets', trader.cookie)).forwarded).toBe(true);
  });
});
