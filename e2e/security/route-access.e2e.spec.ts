import { randomUUID } from 'node:crypto';
import { CONTACT_METHODS, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../../packages/contracts/src/support.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '../../gateway/src/routes/route-table.ts';
import { STAFF_ROLES } from '../../packages/contracts/src/staff-roles.ts';
import { canCall } from '../../packages/contracts/src/endpoints/can-call.ts';
import { ACCESS_CLASSES } from '../../packages/contracts/src/endpoints/define.ts';
import { passTwoStepPhaseOne } from '../programs/programs-platform.ts';
import { type Actor, anonymous, anotherSessionOf, signedInAdmin, signedInStaff, signedInTrader } from './actors.ts';

type Objects = { ticketId: string; purchaseId: string; certificateId: string; sessionId: string };

/**
 * Trader routes that name an object: how to reach the one trader A owns, with a body that passes
 * validation, so that trader B's answer can only come from the ownership check.
 */
const OWNED_OBJECTS: Record<string, { params: (objects: Objects) => Record<string, string>; body?: object }> = {
  'POST /api/support/tickets/:ticketId/reply': {
    params: (objects) => ({ ticketId: objects.ticketId }),
    body: { message: 'Is there any news on this?' },
  },
  'POST /api/purchase/:id/checkout': { params: (objects) => ({ id: objects.purchaseId }) },
  // The owner's purchase awaits payment, so it has no receipt yet (409): past the ownership check all the same.
  'GET /api/purchase/:id/receipt': { params: (objects) => ({ id: objects.purchaseId }) },
  'GET /api/account/certificates/:file': { params: (objects) => ({ file: `${objects.certificateId}.pdf` }) },
  // Trader A's session in another browser, not the one making the calls.
  'DELETE /api/user/sessions/:id': { params: (objects) => ({ id: objects.sessionId }) },
};

const key = (route: ApiRoute) => `${route.method} ${route.path}`;
const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
/**
 * "Sign out everywhere" and the logouts end the caller's session, so every actor calls them last,
 * signing out everywhere (a trader route that needs the session) before logging out.
 */
const endsSession = (route: ApiRoute) =>
  key(route) === 'DELETE /api/user/sessions' ? 1 : route.path.endsWith('/logout') ? 2 : 0;
const ROUTES = [...API_ROUTES].sort((a, b) => endsSession(a) - endsSession(b));

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());
}

async function statusOf(actor: Actor, route: ApiRoute, params: Record<string, string> = {}, body?: object) {
  const response = await actor.api.fetch(fill(route.path, params), {
    method: route.method,
    data: route.method === 'GET' ? undefined : (body ?? {}),
  });
  return response.status();
}

type Expectation = { allowed: (status: number) => boolean; wanted: string };
const refused: Expectation = { allowed: (status) => status === 401, wanted: '401' };
const admitted: Expectation = { allowed: (status) => status !== 401 && status !== 403, wanted: 'not 401/403' };
const notForTheRole: Expectation = { allowed: (status) => status === 403, wanted: '403' };

/** Calls every route as the actor and lists each answer the access class does not allow. */
async function violations(actor: Actor, expect: (route: ApiRoute) => Expectation): Promise<string[]> {
  const found: string[] = [];
  for (const route of ROUTES) {
    const expectation = expect(route);
    const status = await statusOf(actor, route, {}, OWNED_OBJECTS[key(route)]?.body);
    if (!expectation.allowed(status))
      found.push(`${key(route)} as ${actor.name}: ${status}, wanted ${expectation.wanted}`);
  }
  return found;
}

describe('every route answers each caller as its access class says', () => {
  let nobody: Actor;
  let traderA: Actor;
  let traderB: Actor;
  let admin: Actor;
  let staff: Awaited<ReturnType<typeof signedInStaff>>[] = [];
  const objects: Objects = { ticketId: '', purchaseId: '', certificateId: '', sessionId: '' };
  let traderAElsewhere: Actor['api'] | undefined;

  beforeAll(async () => {
    [nobody, traderA, traderB, admin] = await Promise.all([
      anonymous(),
      signedInTrader('trader A'),
      signedInTrader('trader B'),
      signedInAdmin(),
    ]);
    const ticket = await traderA.api.post('/api/support/ticket', {
      data: {
        subject: 'Platform access question',
        category: TICKET_CATEGORIES[0].value,
        priority: TICKET_PRIORITIES[0].value,
        message: 'I would like to know more about my account.',
        contact_method: CONTACT_METHODS[0].value,
      },
    });
    expect(ticket.status()).toBe(201);
    objects.ticketId = ((await ticket.json()) as { id: string }).id;
    const purchase = await traderA.api.post('/api/purchase/funding-account', {
      data: { tierId: '25k', amount: 25000, price: 249 },
    });
    expect(purchase.status()).toBe(201);
    objects.purchaseId = ((await purchase.json()) as { id: string }).id;
    objects.certificateId = await passTwoStepPhaseOne(traderA.api, admin.api, traderA.userId ?? '');
    traderAElsewhere = await anotherSessionOf(traderA);
    const sessions = (await (await traderA.api.get('/api/user/sessions')).json()) as { id: string; current: boolean }[];
    objects.sessionId = sessions.find((session) => !session.current)?.id ?? '';
    // One admin per staff role, invited by the owner and joined from the e-mail (docs/decisions/014).
    staff = await Promise.all(STAFF_ROLES.map((role) => signedInStaff(admin, role)));
  });
  afterAll(async () => {
    // The phase 2 account goes back to the simulator's pool.
    await admin?.api.post('/api/admin/unlink-mt5', { data: { userId: traderA?.userId } });
    await Promise.all([nobody, traderA, traderB, admin, ...staff].map((actor) => actor?.api.dispose()));
    await traderAElsewhere?.dispose();
  });

  it('declares an access class for every route, and an owned object for every trader route that names one', () => {
    for (const route of API_ROUTES) expect(ACCESS_CLASSES, key(route)).toContain(route.access);
    const namingObjects = API_ROUTES.filter((route) => route.access === 'trader' && paramNames(route.path).length > 0);
    expect(namingObjects.map(key).sort()).toEqual(Object.keys(OWNED_OBJECTS).sort());
  });

  it('refuses anonymous callers everything but the public routes', async () => {
    expect(await violations(nobody, (route) => (route.access === 'public' ? admitted : refused))).toEqual([]);
  });

  it('refuses trader B every object of trader A with 404, as if it did not exist', async () => {
    const found: string[] = [];
    for (const route of API_ROUTES.filter((candidate) => OWNED_OBJECTS[key(candidate)])) {
      const owned = OWNED_OBJECTS[key(route)];
      if (!owned) continue;
      // The other trader first: the owner's call may end the object (a session signed out).
      const asOther = await statusOf(traderB, route, owned.params(objects), owned.body);
      if (asOther !== 404) found.push(`${key(route)} as another trader: ${asOther}, wanted 404`);
      const asOwner = await statusOf(traderA, route, owned.params(objects), owned.body);
      if ([401, 403, 404].includes(asOwner)) found.push(`${key(route)} as its owner: ${asOwner}`);
    }
    expect(found).toEqual([]);
  });

  it("admits a trader to the public and trader routes only: admin routes want the admin's own session", async () => {
    expect(await violations(traderA, (route) => (route.access === 'admin' ? refused : admitted))).toEqual([]);
  });

  it("admits the admin to the public and admin routes only: trader routes want a trader's session", async () => {
    expect(await violations(admin, (route) => (route.access === 'trader' ? refused : admitted))).toEqual([]);
  });

  it('admits an admin of each single role to the admin routes the role opens, and answers 403 to the rest', async () => {
    const found: string[] = [];
    for (const actor of staff) {
      const expectation = (route: ApiRoute) =>
        route.access === 'trader' ? refused : canCall(route, [actor.role]) ? admitted : notForTheRole;
      found.push(...(await violations(actor, expectation)));
    }
    expect(found).toEqual([]);
  });
});
