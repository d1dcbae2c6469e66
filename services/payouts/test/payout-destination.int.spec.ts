import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalRequestListSchema, withdrawalRequestSchema } from '@prop/contracts/withdrawal';
import { sql } from 'kysely';
import { bankTransfer, type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

/**
 * docs/product-rules.md §3: a payout destination is given as an object or as JSON text of one.
 * Whatever form it came in or is stored in, both apps are served the object.
 */
describe('the payout destination, given as an object or as JSON text', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ mt5Accounts: 4 });
  });
  afterAll(() => payouts.close());

  const stored = { ...bankTransfer, iban: 'NL91ABNA0417164300' };
  const served = async (headers: Record<string, string>) => {
    const own = withdrawalRequestListSchema.parse((await payouts.get('/api/withdrawal/requests', headers)).json());
    const admin = withdrawalRequestListSchema.parse(
      (await payouts.get('/api/admin/withdrawal-requests', payouts.admin)).json(),
    );
    return { own: own[0]?.bankDetails, admin: admin.find((request) => request.id === own[0]?.id)?.bankDetails };
  };

  it('given bank details sent as JSON text, when the trader submits, then they are stored and served as the object', async () => {
    const trader = await payouts.traderWithEquity(10400);

    const response = await payouts.submit(trader.headers, {
      ...withdrawalOf(400),
      bankDetails: JSON.stringify(bankTransfer),
    });

    expect(response.statusCode).toBe(201);
    expect(withdrawalRequestSchema.parse(response.json()).bankDetails).toEqual(stored);
    const [row] = await payouts.deps.db
      .selectFrom('withdrawal_requests')
      .select('bank_details')
      .where('user_id', '=', trader.userId)
      .execute();
    expect(row?.bank_details).toEqual(stored);
    expect(await served(trader.headers)).toMatchObject({ own: stored, admin: stored });
  });

  it('given a row whose jsonb holds the details as a JSON string, when read, then trader and admin get the object', async () => {
    const trader = await payouts.traderWithEquity(10300);
    expect((await payouts.submit(trader.headers, withdrawalOf(300))).statusCode).toBe(201);

    // as older rows were written: the object's JSON text stored as a jsonb string
    await sql`update withdrawal_requests set bank_details = to_jsonb(bank_details::text) where user_id = ${trader.userId}`.execute(
      payouts.deps.db,
    );
    const [row] = await payouts.deps.db
      .selectFrom('withdrawal_requests')
      .select('bank_details')
      .where('user_id', '=', trader.userId)
      .execute();
    expect(typeof row?.bank_details).toBe('string');

    expect(await served(trader.headers)).toMatchObject({ own: stored, admin: stored });
  });

  it('given a row whose details name no destination, when read, then null is served, not a made-up method', async () => {
    const trader = await payouts.traderWithEquity(10200);
    expect((await payouts.submit(trader.headers, withdrawalOf(200))).statusCode).toBe(201);

    await sql`update withdrawal_requests set bank_details = '"not json"'::jsonb where user_id = ${trader.userId}`.execute(
      payouts.deps.db,
    );

    const result = await served(trader.headers);
    expect(result.own).toBeNull();
    expect(result.admin).toBeNull();
  });
});
