import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SNAPSHOT_SUBJECT } from '@prop/contracts/account-snapshot';
import type { PayoutCondition } from '@prop/contracts/payout-conditions';
import { withdrawalEligibilitySchema } from '@prop/contracts/withdrawal';
import { subjectFor } from '@prop/service-kit/nats';
import { type PayoutsHarness, startPayouts, withdrawalOf } from './helper.ts';

const ELIGIBILITY = '/api/withdrawal/eligibility';

const packOf = (...conditions: PayoutCondition[]) => ({ found: true as const, accountId: randomUUID(), conditions });
const tradingDays = (current: number): PayoutCondition => ({
  rule: 'min_trading_days',
  met: current >= 4,
  current,
  limit: 4,
});
const violations = (current: number): PayoutCondition => ({
  rule: 'open_violations',
  met: current === 0,
  current,
  limit: 0,
});

describe('the withdrawal conditions of a trader (the server clock on a Saturday)', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({ mt5Accounts: 3 });
  });
  afterAll(() => payouts.close());

  const eligibilityOf = async (headers: Record<string, string>) => {
    const response = await payouts.get(ELIGIBILITY, headers);
    expect(response.statusCode).toBe(200);
    return withdrawalEligibilitySchema.parse(response.json());
  };
  const rowsOf = (userId: string) =>
    payouts.deps.db.selectFrom('withdrawal_requests').select('status').where('user_id', '=', userId).execute();

  it('given an Instant Funding account with a profit of 25.40, when the card asks, then the three conditions are met', async () => {
    const trader = await payouts.traderWithEquity(10025.4);

    expect(await eligibilityOf(trader.headers)).toEqual({
      eligible: true,
      conditions: [
        { condition: 'profit', met: true, text: 'Profit of at least $10.00 (now $25.40)' },
        { condition: 'no_pending', met: true, text: 'No withdrawal request under review' },
        { condition: 'withdrawal_day', met: true, text: 'Today is the withdrawal day (Saturday)' },
      ],
      profitSharePercent: 60,
    });
  });

  it('given a pack short of its trading days, when the card asks and the trader submits, then the list and the refusal say the same', async () => {
    // given
    const trader = await payouts.traderWithEquity(10300);
    payouts.riskAnswers(trader.userId, packOf(tradingDays(2), violations(0)));

    // when
    const listed = await eligibilityOf(trader.headers);
    const refused = await payouts.submit(trader.headers, withdrawalOf(300));

    // then
    expect(listed.eligible).toBe(false);
    expect(listed.conditions.slice(3)).toEqual([
      { condition: 'trading_days', met: false, text: 'At least 4 trading days (2 so far)' },
      { condition: 'no_open_violations', met: true, text: 'No open rule violations' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'At least 4 trading days (2 so far)' });
    expect(await rowsOf(trader.userId)).toEqual([]);
  });

  it('given an open violation, when the trader submits, then it is refused until it is reviewed; then the request is made and is pending on the list', async () => {
    // given
    const trader = await payouts.traderWithEquity(10400);
    payouts.riskAnswers(trader.userId, packOf(tradingDays(6), violations(1)));

    // when
    const refused = await payouts.submit(trader.headers, withdrawalOf(400));
    payouts.riskAnswers(trader.userId, packOf(tradingDays(6), violations(0)));
    const made = await payouts.submit(trader.headers, withdrawalOf(400));

    // then
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'No open rule violations (1 open)' });
    expect(made.statusCode).toBe(201);
    const listed = await eligibilityOf(trader.headers);
    expect(listed.eligible).toBe(false);
    expect(listed.conditions.filter(({ met }) => !met).map(({ condition }) => condition)).toEqual(['no_pending']);
  });

  it('given a trader without a trading account, when the card asks, then profit is not met', async () => {
    const listed = await eligibilityOf(payouts.callerHeaders('trader'));
    expect(listed.eligible).toBe(false);
    expect(listed.conditions[0]).toEqual({ condition: 'profit', met: false, text: 'Profit of at least €10.00' });
  });

  it('given risk could not judge the pack, when the card asks or the trader submits, then 503 asks to try again', async () => {
    const userId = randomUUID();
    const headers = payouts.callerHeaders('trader', userId);
    payouts.riskAnswers(userId, { found: false, error: 'unavailable' });

    const listed = await payouts.get(ELIGIBILITY, headers);
    const submitted = await payouts.submit(headers, withdrawalOf(100));

    const message = "Your account's rules could not be checked right now. Please try again in a minute.";
    expect([listed.statusCode, listed.json()]).toEqual([503, { message }]);
    expect([submitted.statusCode, submitted.json()]).toEqual([503, { message }]);
  });

  it('given no caller, or an admin, when asking, then 401 and 403', async () => {
    const anonymous = await payouts.get(ELIGIBILITY, {});
    const admin = await payouts.get(ELIGIBILITY, payouts.admin);
    expect([anonymous.statusCode, admin.statusCode]).toEqual([401, 403]);
  });
});

describe('the withdrawal conditions with risk not answering', () => {
  let payouts: PayoutsHarness;
  beforeAll(async () => {
    payouts = await startPayouts({
      withAccounts: false,
      withRisk: false,
      env: { RISK_CONDITIONS_TIMEOUT_MS: '300' },
    });
    // accounts answers (the trader has no account): only risk is missing
    payouts.deps.nats.nc.subscribe(subjectFor(payouts.config.NAMESPACE, ACCOUNT_SNAPSHOT_SUBJECT), {
      callback: (_error, message) => {
        message.respond(JSON.stringify({ found: false }));
      },
    });
  });
  afterAll(() => payouts.close());

  it('given no answer from risk, when the card asks, then 503 asks to try again', async () => {
    const response = await payouts.get(ELIGIBILITY, payouts.callerHeaders('trader'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: "Your account's rules could not be checked right now. Please try again in a minute.",
    });
  });
});
