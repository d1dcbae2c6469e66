import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalRequested } from '@prop/contracts/events/payouts';
import { breachDetected } from '@prop/contracts/events/risk';
import {
  withdrawalConflictSchema,
  withdrawalEligibilitySchema,
  withdrawalRequestSchema,
} from '@prop/contracts/withdrawal';
import { bankTransfer, eventually, type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

describe('a trader requests a withdrawal (the server clock on a Saturday)', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ mt5Accounts: 16 });
  });
  afterAll(() => payouts.close());

  const rowsOf = (userId: string) =>
    payouts.deps.db.selectFrom('withdrawal_requests').selectAll().where('user_id', '=', userId).execute();
  const quotesOf = (userId: string) =>
    payouts.deps.db.selectFrom('withdrawal_quotes').selectAll().where('user_id', '=', userId).execute();

  it('given a profit of 523.17, when the trader submits what the dashboard showed, then the server computes and stores the request', async () => {
    // given
    const trader = await payouts.traderWithEquity(10523.17);
    const requestedBefore = await payouts.eventCount('payouts.withdrawal.requested');

    // when
    const response = await payouts.submit(trader.headers, withdrawalOf(523.17));

    // then
    expect(response.statusCode).toBe(201);
    const request = withdrawalRequestSchema.parse(response.json());
    expect(request).toMatchObject({
      status: 'pending',
      amount: 523.17,
      profitShareAmount: 313.9,
      currency: 'USD',
      processedAt: null,
      processedBy: null,
      adminNotes: null,
      bankDetails: { ...bankTransfer, iban: 'NL91ABNA0417164300' },
    });
    expect(request.createdAt.startsWith('2026-06-13T10:')).toBe(true);
    const [row] = await rowsOf(trader.userId);
    expect(row).toMatchObject({
      amount: '523.17',
      profit_share_amount: '313.90',
      equity: '10523.17',
      funding_balance: '10000.00',
      mt5_account_id: trader.mt5Id,
    });
    const list = (await payouts.get('/api/withdrawal/requests', trader.headers)).json();
    expect(list).toEqual([request]);
    expect(await payouts.eventCount('payouts.withdrawal.requested')).toBe(requestedBefore + 1);
  });

  it("given a program paying 80%, when the trader submits the card's amounts, then the 80% share is stored and published", async () => {
    // given: risk names the account's program share
    const trader = await payouts.traderWithEquity(10523.17);
    payouts.riskAnswers(trader.userId, {
      found: true,
      accountId: randomUUID(),
      conditions: [],
      profitSharePercent: 80,
    });
    const listed = await payouts.get('/api/withdrawal/eligibility', trader.headers);
    expect(withdrawalEligibilitySchema.parse(listed.json()).profitSharePercent).toBe(80);

    // when: the spec's 60% is out of date for this account; the card's 80% is what the server pays
    const at60 = await payouts.submit(trader.headers, withdrawalOf(523.17));
    const at80 = await payouts.submit(trader.headers, { ...withdrawalOf(523.17), profitAmount: 418.53 });

    // then
    expect([at60.statusCode, at60.json()]).toEqual([
      409,
      {
        message:
          'Your profit is now 523.17 USD (your 80% share: 418.53 USD). Please review the amounts and submit again.',
        quote: { amount: 523.17, profitAmount: 418.53, currency: 'USD' },
      },
    ]);
    expect(at80.statusCode).toBe(201);
    expect(at80.json()).toMatchObject({ amount: 523.17, profitShareAmount: 418.53 });
    expect(await rowsOf(trader.userId)).toMatchObject([{ amount: '523.17', profit_share_amount: '418.53' }]);
    const published = await payouts.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', withdrawalRequested.subject)
      .execute();
    const ofTrader = published.filter(
      (row) => (row.envelope as { data: { userId: string } }).data.userId === trader.userId,
    );
    expect(ofTrader).toMatchObject([{ envelope: { data: { amount: '523.17', profitShareAmount: '418.53' } } }]);
  });

  it('given a profit of 9.99, when the trader submits, then it is refused and nothing is stored', async () => {
    const trader = await payouts.traderWithEquity(10009.99);

    const response = await payouts.submit(trader.headers, withdrawalOf(9.99));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Your profit is 9.99 USD; a withdrawal needs a profit of at least 10.00 USD',
    });
    expect(await rowsOf(trader.userId)).toEqual([]);
  });

  it('given a client that claims a bigger share than 60%, when submitting, then it is refused with the server figures', async () => {
    const trader = await payouts.traderWithEquity(10200);

    const response = await payouts.submit(trader.headers, { ...withdrawalOf(200), profitAmount: 200 });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Your profit is now 200.00 USD (your 60% share: 120.00 USD). Please review the amounts and submit again.',
      quote: { amount: 200, profitAmount: 120, currency: 'USD' },
    });
    expect(await rowsOf(trader.userId)).toEqual([]);
  });

  it('given equity that moved since the dashboard polled, when the old amounts arrive, then they are refused', async () => {
    const trader = await payouts.traderWithEquity(10500);
    await payouts.setEquity(trader, 10450);

    const response = await payouts.submit(trader.headers, withdrawalOf(500));

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Your profit is now 450.00 USD');
  });

  it('given the server quoted its figures and equity moved on again, when the trader confirms the quote, then it is requested as quoted, once', async () => {
    // given
    const trader = await payouts.traderWithEquity(10500);
    await payouts.setEquity(trader, 10450);
    const refused = await payouts.submit(trader.headers, withdrawalOf(500));
    expect(refused.statusCode).toBe(409);
    const { quote } = withdrawalConflictSchema.parse(refused.json());
    expect(quote).toEqual({ amount: 450, profitAmount: 270, currency: 'USD' });
    await payouts.setEquity(trader, 10470);

    // when
    const confirmed = await payouts.submit(trader.headers, { ...withdrawalOf(500), ...quote });

    // then
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ status: 'pending', amount: 450, profitShareAmount: 270 });
    expect(await rowsOf(trader.userId)).toMatchObject([{ amount: '450.00', equity: '10450.00' }]);
    expect(await quotesOf(trader.userId)).toEqual([]);
  });

  it('given a quote, when the trader sends figures the server never quoted, then they are refused with those of now and nothing is stored', async () => {
    const trader = await payouts.traderWithEquity(10320);
    await payouts.setEquity(trader, 10310);
    expect((await payouts.submit(trader.headers, withdrawalOf(320))).statusCode).toBe(409);

    const invented = await payouts.submit(trader.headers, withdrawalOf(315));

    expect(invented.statusCode).toBe(409);
    expect(withdrawalConflictSchema.parse(invented.json()).quote).toEqual({
      amount: 310,
      profitAmount: 186,
      currency: 'USD',
    });
    expect(await rowsOf(trader.userId)).toEqual([]);
  });

  it('given a pending request, when the trader submits another, then it is refused while the first is under review', async () => {
    // given
    const trader = await payouts.traderWithEquity(10300);
    expect((await payouts.submit(trader.headers, withdrawalOf(300))).statusCode).toBe(201);

    // when
    const second = await payouts.submit(trader.headers, withdrawalOf(300));

    // then
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'You already have a withdrawal request under review. Please wait for it to be processed.',
    });
    expect(await rowsOf(trader.userId)).toHaveLength(1);
  });

  it('given 20 submissions at once with different keys, when they race, then exactly one is pending and the rest get 409', async () => {
    // given
    const trader = await payouts.traderWithEquity(11000);

    // when
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => payouts.submit(trader.headers, withdrawalOf(1000))),
    );

    // then
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().message).toBe(
        'You already have a withdrawal request under review. Please wait for it to be processed.',
      );
    }
    expect(await rowsOf(trader.userId)).toMatchObject([{ status: 'pending' }]);
  });

  it('given a submission retried with the same key, sequentially and at once, then every answer is the first request', async () => {
    // given
    const trader = await payouts.traderWithEquity(10250);
    const key = randomUUID();
    const first = await payouts.submit(trader.headers, withdrawalOf(250), key);
    expect(first.statusCode).toBe(201);

    // when
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => payouts.submit(trader.headers, withdrawalOf(250), key)),
    );

    // then
    for (const retry of retries) {
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
    expect(await rowsOf(trader.userId)).toHaveLength(1);
  });

  it('given a first submission racing its own retries, when all carry one key, then one request is made and all get it', async () => {
    const trader = await payouts.traderWithEquity(10400);
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => payouts.submit(trader.headers, withdrawalOf(400), key)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await rowsOf(trader.userId)).toHaveLength(1);
  });

  it('given a key already used, when it comes with a different request, then it is refused', async () => {
    const trader = await payouts.traderWithEquity(10600);
    const key = randomUUID();
    await payouts.submit(trader.headers, withdrawalOf(600), key);

    const reused = await payouts.submit(trader.headers, withdrawalOf(600, { ...bankTransfer, bankName: 'ING' }), key);

    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different withdrawal request',
    });
  });

  it("given another trader's key, when a trader uses the same key, then it is their own request, not the other's", async () => {
    const first = await payouts.traderWithEquity(10700);
    const second = await payouts.traderWithEquity(10700);
    const key = randomUUID();

    const mine = await payouts.submit(first.headers, withdrawalOf(700), key);
    const theirs = await payouts.submit(second.headers, withdrawalOf(700), key);

    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('given a breached account, when the trader submits, then it is refused', async () => {
    // given
    const trader = await payouts.traderWithEquity(10800);
    await payouts.accounts?.publishEvent(breachDetected, {
      breachId: randomUUID(),
      userId: trader.userId,
      mt5AccountId: trader.mt5Id,
      breachPercentage: 5.1,
      initialDeposit: '10000.00',
      currentEquity: '9490.00',
      breachedAt: new Date().toISOString(),
    });
    await eventually(async () => {
      const account = await payouts.accounts?.get('/api/account', payouts.accounts.trader(trader.userId));
      expect(account?.json().status).toBe('breached');
    });

    // when
    const response = await payouts.submit(trader.headers, withdrawalOf(800));

    // then
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Withdrawals are not possible from a breached account' });
  });

  it('given a trader without a trading account, when submitting, then it is refused', async () => {
    const response = await payouts.submit(payouts.callerHeaders('trader'), withdrawalOf(100));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'No trading account linked yet' });
  });

  it.each([
    ['no payment method', { amount: 100, profitAmount: 60, bankDetails: {} }, 'Please select a payment method'],
    [
      'a bank transfer without SWIFT',
      withdrawalOf(100, { ...bankTransfer, swiftCode: '' }),
      'Please enter the SWIFT/BIC code',
    ],
    [
      'a bank transfer with a mistyped IBAN',
      withdrawalOf(100, { ...bankTransfer, iban: 'NL92ABNA0417164300' }),
      'Please enter a valid IBAN',
    ],
    [
      'a USDC payout to a bitcoin address',
      withdrawalOf(100, {
        paymentMethod: 'crypto',
        cryptoType: 'usdc',
        cryptoWallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      }),
      'Please enter a valid USDC wallet address',
    ],
  ])('given %s, when submitting, then 400 says what is missing', async (_case, payload, message) => {
    const response = await payouts.submit(payouts.callerHeaders('trader'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('given no Idempotency-Key header, when submitting, then 400 asks for one', async () => {
    const response = await payouts.submit(payouts.callerHeaders('trader'), withdrawalOf(100), null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'An Idempotency-Key header (a UUID) is required' });
  });

  it('given the database itself, when a second pending request is written past the code, then its partial unique index refuses it', async () => {
    // given
    const trader = await payouts.traderWithEquity(10900);
    const created = await payouts.submit(trader.headers, withdrawalOf(900));
    const [row] = await rowsOf(trader.userId);
    expect(created.statusCode).toBe(201);
    if (!row) throw new Error('no row');
    const { id: _id, ...copy } = row;

    // when
    const insert = payouts.deps.db
      .insertInto('withdrawal_requests')
      .values({ ...copy, idempotency_key: randomUUID(), bank_details: JSON.stringify(row.bank_details) })
      .execute();

    // then
    await expect(insert).rejects.toMatchObject({ code: '23505', constraint: 'withdrawal_requests_one_pending' });
  });

  it('given no caller, or an admin, when submitting, then 401 and 403', async () => {
    const anonymous = await payouts.submit({}, withdrawalOf(100));
    const admin = await payouts.submit(payouts.admin, withdrawalOf(100));
    expect([anonymous.statusCode, admin.statusCode]).toEqual([401, 403]);
  });
});
