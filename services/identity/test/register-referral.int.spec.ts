import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@prop/contracts/events/identity';
import { startIdentity, validRegistration } from './helper.ts';
import { lastEventData } from './sent-events.ts';

/** Issue 23: the register payload's optional referral code, stored on the user and announced. */
describe('POST /api/register with a referral code', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  async function register(extra: Record<string, unknown>) {
    const response = await identity.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: validRegistration({ email: `${crypto.randomUUID()}@example.com`, ...extra }),
    });
    expect(response.statusCode).toBe(201);
    const user = await identity.deps.db
      .selectFrom('users')
      .select(['referral_code'])
      .where('id', '=', response.json().user.id)
      .executeTakeFirstOrThrow();
    return { stored: user.referral_code, announced: await lastEventData(identity, userRegistered) };
  }

  it('stores the code, normalised, and carries it in identity.user.registered', async () => {
    const { stored, announced } = await register({ referralCode: ' abcd2345 ' });
    expect(stored).toBe('ABCD2345');
    expect(announced?.referralCode).toBe('ABCD2345');
  });

  it('registers as before without a code, and drops a malformed one instead of refusing the registration', async () => {
    expect(await register({})).toMatchObject({ stored: null, announced: { referralCode: null } });
    for (const referralCode of ['no', 42, 'not a code at all', null]) {
      expect(await register({ referralCode })).toMatchObject({ stored: null, announced: { referralCode: null } });
    }
  });
});
