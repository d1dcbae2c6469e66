import { type APIRequestContext, request } from 'playwright-core';
import demo from '../../services/identity/demo-accounts.json' with { type: 'json' };
import type { AdminRole } from '../../packages/contracts/src/staff-roles.ts';
import { baseUrl } from '../browser.ts';
import { inviteStaffAdmin, type StaffAdmin } from '../staff-admins.ts';
import { newTrader, registerTrader } from '../trader.ts';

export type Actor = {
  name: string;
  api: APIRequestContext;
  userId?: string;
  credentials?: { email: string; password: string };
};

/** A cookie jar of its own, as a separate browser would have. */
function newContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
}

export async function anonymous(): Promise<Actor> {
  return { name: 'anonymous', api: await newContext() };
}

/** A fresh registered trader with a live session. */
export async function signedInTrader(name: string): Promise<Actor> {
  const api = await newContext();
  const trader = newTrader();
  const userId = await registerTrader(api, trader);
  const login = await api.post('/api/login', { data: { email: trader.email, password: trader.password } });
  if (login.status() !== 200) throw new Error(`${name} could not sign in: ${login.status()}`);
  return { name, api, userId, credentials: { email: trader.email, password: trader.password } };
}

/** The same trader signed in from another browser: a second session of theirs. */
export async function anotherSessionOf(actor: Actor): Promise<APIRequestContext> {
  const api = await newContext();
  const login = await api.post('/api/login', { data: actor.credentials });
  if (login.status() !== 200) throw new Error(`${actor.name} could not sign in again: ${login.status()}`);
  return api;
}

export async function signedInAdmin(): Promise<Actor> {
  const api = await newContext();
  const login = await api.post('/api/admin/login', {
    data: { email: demo.SEED_ADMIN_EMAIL, password: demo.SEED_ADMIN_PASSWORD },
  });
  if (login.status() !== 200) throw new Error(`the demo admin could not sign in: ${login.status()}`);
  return { name: 'admin', api };
}

/** An admin holding only `role`, invited by the owner (`owner`) through the real flow, signed in. */
export async function signedInStaff(owner: Actor, role: AdminRole): Promise<Actor & { role: AdminRole }> {
  const staff = await inviteStaffAdmin(owner.api, [role]);
  const api = await newContext();
  const login = await api.post('/api/admin/login', { data: { email: staff.email, password: staff.password } });
  if (login.status() !== 200) throw new Error(`the ${role} admin could not sign in: ${login.status()}`);
  return { name: `${role} admin`, api, userId: staff.id, role };
}

/**
 * An admin holding `roles`, invited by the demo admin and not signed in: one of a spec's own, whose
 * second factors the spec may change while the others sign the demo admin in with its password.
 */
export async function invitedAdmin(roles: AdminRole[]): Promise<StaffAdmin> {
  const owner = await signedInAdmin();
  try {
    return await inviteStaffAdmin(owner.api, roles);
  } finally {
    await owner.api.dispose();
  }
}
