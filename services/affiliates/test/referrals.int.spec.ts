import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@prop/contracts/events/identity';
import { eventually, startAffiliates, type TestAffiliates } from './helper.ts';

describe('joining, clicks and attribution', () => {
  let affiliates: TestAffiliates;
  beforeAll(async () => {
    affiliates = await startAffiliates();
  });
  afterAll(() => affiliates.close());

  const click = (code: string, headers: Record<string, string> = {}) =>
    affiliates.app.inject({ method: 'POST', url: '/api/affiliate/clicks', headers, payload: { code } });

  it('shows no affiliate until the trader joins, then a code and link; joining again changes nothing', async () => {
    const headers = affiliates.callerHeaders('trader');
    expect((await affiliates.app.inject({ method: 'GET', url: '/api/affiliate', headers })).json()).toEqual({
      affiliate: null,
    });
    const joined = await affiliates.app.inject({ method: 'POST', url: '/api/affiliate', headers });
    expect(joined.statusCode).toBe(201);
    const { affiliate } = joined.json();
    expect(affiliate.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(affiliate).toMatchObject({
      link: `https://app.example.test/?ref=${affiliate.code}`,
      clicks: 0,
      signups: 0,
      purchases: 0,
      commission: { accrued: '0.00', reversed: '0.00', paid: '0.00', available: '0.00' },
    });
    const again = await affiliates.app.inject({ method: 'POST', url: '/api/affiliate', headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().affiliate.code).toBe(affiliate.code);
  });

  it('refuses an admin and a visitor on the trader routes', async () => {
    const admin = affiliates.callerHeaders('admin');
    expect((await affiliates.app.inject({ method: 'POST', url: '/api/affiliate', headers: admin })).statusCode).toBe(
      403,
    );
    expect((await affiliates.app.inject({ method: 'GET', url: '/api/affiliate' })).statusCode).toBe(401);
  });

  it('counts a click once per visitor and day, ignores unknown codes and the affiliate clicking their own link', async () => {
    const { code, headers } = await affiliates.joinedAffiliate();
    const visitor = {
      'user-agent': 'Browser A',
      'x-client-address': '203.0.113.7',
      'x-internal-token': affiliates.config.INTERNAL_TOKEN,
    };
    expect((await click(code, visitor)).statusCode).toBe(204);
    expect((await click(code.toLowerCase(), visitor)).statusCode).toBe(204);
    expect((await click(code, { ...visitor, 'user-agent': 'Browser B' })).statusCode).toBe(204);
    expect((await click('NOSUCH22', visitor)).statusCode).toBe(204);
    expect((await click(code, headers)).statusCode).toBe(204);
    expect((await affiliates.figuresOf(headers)).clicks).toBe(2);
  });

  it('attributes a registration through the code, and the first attribution stays', async () => {
    const first = await affiliates.joinedAffiliate();
    const second = await affiliates.joinedAffiliate();
    const userId = await affiliates.register(first.code.toLowerCase());
    await eventually(async () => expect((await affiliates.figuresOf(first.headers)).signups).toBe(1));
    // The same user registered again, naming another affiliate (a replayed or doctored event): first touch wins.
    await affiliates.publish(userRegistered, {
      userId,
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      country: 'Germany',
      referralCode: second.code,
    });
    const later = await affiliates.register(second.code);
    await eventually(async () => expect((await affiliates.figuresOf(second.headers)).signups).toBe(1));
    expect((await affiliates.figuresOf(first.headers)).signups).toBe(1);
    const referrals = await affiliates.deps.db
      .selectFrom('referrals')
      .selectAll()
      .where('user_id', 'in', [userId, later])
      .execute();
    expect(Object.fromEntries(referrals.map((row) => [row.user_id, row.affiliate_id]))).toEqual({
      [userId]: first.userId,
      [later]: second.userId,
    });
  });

  it('ignores unknown and malformed codes and registrations without one, and a self-referral by mailbox', async () => {
    const affiliate = await affiliates.joinedAffiliate('ada.affiliate@example.com');
    await affiliates.register('NOSUCH22');
    await affiliates.register('not a code!');
    await affiliates.register(null);
    await affiliates.register();
    await affiliates.register(affiliate.code, 'Ada.Affiliate+second@example.com');
    const marker = await affiliates.register(affiliate.code);
    await eventually(async () => expect((await affiliates.figuresOf(affiliate.headers)).signups).toBe(1));
    const stored = await affiliates.deps.db
      .selectFrom('referrals')
      .select('user_id')
      .where('affiliate_id', '=', affiliate.userId)
      .execute();
    expect(stored.map((row) => row.user_id)).toEqual([marker]);
  });
});
