import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MANAGEMENT_MESSAGES, type AdminListItem } from '@prop/contracts/admins';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { liveAdminRolesKey } from '@prop/contracts/live-admin-roles';
import { adminInvited, sessionsEnded } from '@prop/contracts/events/identity';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { totpCodeAt } from '../src/second-factor/totp.ts';
import { startIdentity } from './helper.ts';
import { lastEventData } from './sent-events.ts';

const PASSWORD = 'copper lantern meadow 42';
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';
type Headers = Record<string, string>;

describe('an owner manages the admins', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let owner: Headers;
  let ownerId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    identity.app.inject({ method, url, headers, payload });
  const logIn = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
    identity.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password, ...extra } });
  const list = async () => (await call('GET', '/api/admin/admins', owner)).json() as AdminListItem[];
  const listed = async (id: string) => (await list()).find((admin) => admin.id === id);
  const sessionExists = async (headers: Headers) =>
    (await identity.deps.redis.exists(`${identity.config.NAMESPACE}:session:${headers['x-session-id']}`)) === 1;
  const newEmail = () => `staff-${Math.random().toString(36).slice(2, 10)}@example.com`;

  /** Invites an admin and follows the e-mailed link; returns their id, address and a signed-in session. */
  async function activeAdmin(roles: string[] = ['support']) {
    const email = newEmail();
    const invited = await call('POST', '/api/admin/admins', owner, {
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      roles,
    });
    expect(invited.statusCode).toBe(201);
    const { token } = (await lastEventData(identity, adminInvited)) ?? { token: '' };
    const accepted = await identity.app.inject({
      method: 'POST',
      url: '/api/admin/password/reset',
      payload: { token, password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const id = invited.json().id as string;
    return { id, email, headers: identity.callerFor(await logIn(email), 'admin') };
  }

  beforeAll(async () => {
    identity = await startIdentity();
    owner = await identity.adminHeaders();
    ownerId = owner['x-user-id'] ?? '';
  });
  afterAll(() => identity.close());

  it('shows the seeded admin as an owner, to themself and in the list', async () => {
    const me = await call('GET', '/api/admin/me', owner);
    expect(me.json()).toMatchObject({ id: ownerId, roles: ['owner'] });
    expect(await listed(ownerId)).toMatchObject({
      email: identity.config.SEED_ADMIN_EMAIL,
      roles: ['owner'],
      status: 'active',
      secondFactorEnrolled: false,
      lastSignInAt: expect.any(String),
    });
  });

  it('invites an admin: listed as invited, e-mailed a week-long link, audited, and unable to sign in yet', async () => {
    const email = newEmail();
    const invited = await call('POST', '/api/admin/admins', owner, {
      email: email.toUpperCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['kyc', 'finance'],
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ message: ADMIN_MANAGEMENT_MESSAGES.invited });
    const id = invited.json().id as string;

    expect(await listed(id)).toEqual({
      id,
      email,
      name: 'Ada Lovelace',
      roles: ['finance', 'kyc'],
      status: 'invited',
      secondFactorEnrolled: false,
      lastSignInAt: null,
      createdAt: expect.any(String),
    });
    const sent = await lastEventData(identity, adminInvited);
    expect(sent).toMatchObject({ userId: id, role: 'admin', email, firstName: 'Ada', invitedBy: 'Demo Admin' });
    const weekMs = Date.parse(sent?.expiresAt ?? '') - Date.now();
    expect(weekMs).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(await auditRecordsAbout(identity.deps.db, id)).toEqual([
      expect.objectContaining({
        action: 'admin.invited',
        actorId: ownerId,
        before: null,
        after: { email, name: 'Ada Lovelace', roles: ['finance', 'kyc'] },
      }),
    ]);
    expect((await logIn(email, 'any password at all')).json()).toEqual({
      message: AUTH_MESSAGES.adminInvalidCredentials,
    });

    const accepted = await identity.app.inject({
      method: 'POST',
      url: '/api/admin/password/reset',
      payload: { token: sent?.token, password: PASSWORD },
    });
    expect(accepted.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.invitationAccepted });
    expect((await logIn(email)).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'active', lastSignInAt: expect.any(String) });
    const again = await identity.app.inject({
      method: 'POST',
      url: '/api/admin/password/reset',
      payload: { token: sent?.token, password: 'another fresh secret 7' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an invitation with a bad address, no role, or an address an admin already has', async () => {
    const bad = await call('POST', '/api/admin/admins', owner, {
      email: 'not-an-address',
      firstName: 'A',
      lastName: 'B',
      roles: ['kyc'],
    });
    expect(bad.json()).toEqual({ message: 'Invalid email address' });
    const noRole = await call('POST', '/api/admin/admins', owner, {
      email: newEmail(),
      firstName: 'A',
      lastName: 'B',
      roles: [],
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.rolesRequired });
    const taken = await call('POST', '/api/admin/admins', owner, {
      email: identity.config.SEED_ADMIN_EMAIL,
      firstName: 'A',
      lastName: 'B',
      roles: ['kyc'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it('lets only an owner list or change admins; a trader gets 403 and no session 401', async () => {
    const staff = await activeAdmin(['support', 'finance']);
    const { headers: trader } = await identity.registerAndLogin();
    const writes = [
      ['POST', '/api/admin/admins', { email: newEmail(), firstName: 'A', lastName: 'B', roles: ['kyc'] }],
      ['PUT', `/api/admin/admins/${ownerId}/roles`, { roles: ['kyc'] }],
      ['POST', `/api/admin/admins/${ownerId}/disable`],
      ['POST', `/api/admin/admins/${ownerId}/enable`],
      ['POST', `/api/admin/admins/${ownerId}/second-factor/reset`],
      ['GET', '/api/admin/admins'],
    ] as const;
    for (const [method, url, payload] of writes) {
      const byStaff = await call(method, url, staff.headers, payload);
      expect(byStaff.statusCode, `${method} ${url}`).toBe(403);
      expect(byStaff.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.ownerOnly });
      expect((await call(method, url, trader, payload)).statusCode).toBe(403);
      expect((await identity.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await listed(ownerId))?.roles).toEqual(['owner']);
  });

  it('changes roles, audited with before and after; refuses unknown roles and admins', async () => {
    const staff = await activeAdmin(['support']);
    const changed = await call('PUT', `/api/admin/admins/${staff.id}/roles`, owner, { roles: ['risk', 'support'] });
    expect(changed.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.rolesChanged });
    expect((await listed(staff.id))?.roles).toEqual(['risk', 'support']);
    expect((await call('GET', '/api/admin/me', staff.headers)).json().roles).toEqual(['risk', 'support']);
    expect((await auditRecordsAbout(identity.deps.db, staff.id)).at(-1)).toMatchObject({
      action: 'admin.roles_changed',
      actorId: ownerId,
      before: { roles: ['support'] },
      after: { roles: ['risk', 'support'] },
    });

    expect((await call('PUT', `/api/admin/admins/${staff.id}/roles`, owner, { roles: ['boss'] })).statusCode).toBe(400);
    const unknown = await call('PUT', `/api/admin/admins/${UNKNOWN_ID}/roles`, owner, { roles: ['kyc'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.adminNotFound });
    const malformed = await call('POST', '/api/admin/admins/not-a-uuid/disable', owner);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.adminNotFound });
  });

  it("publishes an admin's roles where the gateway reads them: at sign-in, and at once after a change", async () => {
    const rolesOf = (id: string) => identity.deps.redis.get(liveAdminRolesKey(`${identity.config.NAMESPACE}:`, id));
    const staff = await activeAdmin(['support']);
    expect(await rolesOf(staff.id)).toBe('support');
    await call('PUT', `/api/admin/admins/${staff.id}/roles`, owner, { roles: ['finance', 'kyc'] });
    expect(await rolesOf(staff.id)).toBe('finance,kyc');
    // Two owners' changes racing: what is published is the one committed last.
    await Promise.all(
      [['risk'], ['marketing'], ['support', 'finance']].map((roles) =>
        call('PUT', `/api/admin/admins/${staff.id}/roles`, owner, { roles }),
      ),
    );
    expect(await rolesOf(staff.id)).toBe((await listed(staff.id))?.roles.join(','));
  });

  it('keeps an active owner: the last one cannot drop the role, disable themself or reset their own factor', async () => {
    // Other tests may have made owners meanwhile: only this one's own ones count here.
    const others = (await list()).filter((admin) => admin.id !== ownerId && admin.roles.includes('owner'));
    expect(others).toEqual([]);
    const drop = await call('PUT', `/api/admin/admins/${ownerId}/roles`, owner, { roles: ['finance'] });
    expect(drop.statusCode).toBe(409);
    expect(drop.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.lastOwner });
    const self = await call('POST', `/api/admin/admins/${ownerId}/disable`, owner);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.cannotDisableSelf });
    const ownFactor = await call('POST', `/api/admin/admins/${ownerId}/second-factor/reset`, owner);
    expect(ownFactor.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.cannotResetOwnSecondFactor });
    expect(await listed(ownerId)).toMatchObject({ roles: ['owner'], status: 'active' });
  });

  it('disables an admin: their sessions end at once and sign-in refuses them like a wrong password', async () => {
    const staff = await activeAdmin();
    const otherDevice = identity.callerFor(await logIn(staff.email), 'admin');

    const disabled = await call('POST', `/api/admin/admins/${staff.id}/disable`, owner);
    expect(disabled.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.disabled });
    expect(await sessionExists(staff.headers)).toBe(false);
    expect(await sessionExists(otherDevice)).toBe(false);
    const ended = await lastEventData(identity, sessionsEnded);
    expect(ended?.userId).toBe(staff.id);
    expect(ended?.sessionIds).toEqual(
      expect.arrayContaining([staff.headers['x-session-id'], otherDevice['x-session-id']]),
    );
    const refused = await logIn(staff.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.adminInvalidCredentials });
    expect((await listed(staff.id))?.status).toBe('disabled');
    const twice = await call('POST', `/api/admin/admins/${staff.id}/disable`, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.alreadyDisabled });

    const enabled = await call('POST', `/api/admin/admins/${staff.id}/enable`, owner);
    expect(enabled.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.enabled });
    expect((await logIn(staff.email)).statusCode).toBe(200);
    const notDisabled = await call('POST', `/api/admin/admins/${staff.id}/enable`, owner);
    expect(notDisabled.statusCode).toBe(409);
    expect(notDisabled.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.notDisabled });
    expect((await auditRecordsAbout(identity.deps.db, staff.id)).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'admin.disabled',
        before: { status: 'active' },
        after: { status: 'disabled' },
      }),
      expect.objectContaining({ action: 'admin.enabled', before: { status: 'disabled' }, after: { status: 'active' } }),
    ]);
  });

  it('resets a second factor: authenticator, passkeys and recovery codes go, sessions end, the password signs in', async () => {
    const staff = await activeAdmin();
    const { secret } = (await call('POST', '/api/admin/security/totp/enrol', staff.headers)).json() as {
      secret: string;
    };
    const confirm = await call('POST', '/api/admin/security/totp/confirm', staff.headers, {
      code: totpCodeAt(secret, Date.now()),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/security/recovery-codes', staff.headers)).statusCode).toBe(200);
    await identity.deps.db
      .insertInto('admin_passkeys')
      .values({
        admin_id: staff.id,
        credential_id: `credential-${staff.id}`,
        public_key: Buffer.from('not used here'),
        counter: 0,
        transports: [],
        name: 'Laptop',
        created_at: new Date(),
      })
      .execute();
    expect((await listed(staff.id))?.secondFactorEnrolled).toBe(true);
    expect((await logIn(staff.email)).json()).toMatchObject({ codeRequired: true });

    const reset = await call('POST', `/api/admin/admins/${staff.id}/second-factor/reset`, owner);
    expect(reset.json()).toEqual({ message: ADMIN_MANAGEMENT_MESSAGES.secondFactorReset });
    expect(await sessionExists(staff.headers)).toBe(false);
    const db = identity.deps.db;
    for (const table of ['admin_totp', 'admin_passkeys', 'admin_recovery_codes'] as const) {
      expect(await db.selectFrom(table).select('admin_id').where('admin_id', '=', staff.id).execute()).toEqual([]);
    }
    expect((await listed(staff.id))?.secondFactorEnrolled).toBe(false);
    expect((await logIn(staff.email)).statusCode).toBe(200);
    expect((await auditRecordsAbout(db, staff.id)).at(-1)).toMatchObject({
      action: 'admin.second_factor_reset',
      actorId: ownerId,
      before: { authenticator: true, securityKeys: 1, unusedRecoveryCodes: 10 },
    });
  });

  it('lets only one of two owners disabling each other at once succeed: an active owner always remains', async () => {
    const second = await activeAdmin(['owner']);
    const [first, other] = await Promise.all([
      call('POST', `/api/admin/admins/${second.id}/disable`, owner),
      call('POST', `/api/admin/admins/${ownerId}/disable`, second.headers),
    ]);
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 403]);
    const activeOwners = await identity.deps.db
      .selectFrom('admins')
      .select('id')
      .where(sql<boolean>`'owner' = any(roles)`)
      .where('disabled_at', 'is', null)
      .execute();
    expect(activeOwners).toHaveLength(1);
    // Leave the seeded owner as the file found it.
    if (other.statusCode === 200) {
      expect((await call('POST', `/api/admin/admins/${ownerId}/enable`, second.headers)).statusCode).toBe(200);
    }
  });
});
