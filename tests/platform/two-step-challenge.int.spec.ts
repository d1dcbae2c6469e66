import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountObjectives,
  accountObjectivesSchema,
  programVersionInputSchema,
} from '../../packages/contracts/src/program.ts';
// The real billing, accounts, programs and risk apps, used as they are, sharing one namespace: this
// file follows a Two-Step Challenge from its purchase through phase 1's targets and the admin's
// review to the phase 2 account, judged by the next pack; a program edited meanwhile changes nothing
// under a running account. Only what a trader would do on MT5 is played: deals on four days and the
// balance at 10% profit, published as accounts publishes them.
import { type AccountsHarness, startAccounts, waitFor } from '../../services/accounts/test/helper.ts';
import { startBilling, type TestBilling } from '../../services/billing/test/helper.ts';
import { type Programs, startPrograms } from '../../services/programs/test/helper.ts';
import { startRisk, type TestRisk } from '../../services/risk/test/helper.ts';

const DAY_MS = 86_400_000;

describe('a Two-Step Challenge from purchase to phase 2', () => {
  let billing: TestBilling;
  let accounts: AccountsHarness;
  let programs: Programs;
  let risk: TestRisk;
  const traderId = randomUUID();
  const firstAdmin = randomUUID();

  beforeAll(async () => {
    billing = await startBilling();
    const shared = { NAMESPACE: billing.namespace };
    [accounts, programs, risk] = await Promise.all([
      startAccounts({ ...shared, SIM_ACCOUNTS: '2' }),
      startPrograms(shared),
      startRisk(shared),
    ]);
  });
  afterAll(async () => {
    await risk?.close();
    await programs?.close();
    await accounts?.close();
    await billing?.close();
  });

  const trader = () => billing.callerHeaders('trader', traderId);
  const objectives = async (): Promise<AccountObjectives | undefined> => {
    const response = await risk.app.inject({
      method: 'GET',
      url: '/api/account/objectives',
      headers: risk.callerHeaders('trader', traderId),
    });
    return response.statusCode === 200 ? accountObjectivesSchema.parse(response.json()) : undefined;
  };
  const openAccount = () =>
    accounts.deps.db
      .selectFrom('trading_accounts')
      .selectAll()
      .where('user_id', '=', traderId)
      .where('status', '=', 'active')
      .executeTakeFirst();

  it('passes phase 1 on its targets, is reviewed, and trades phase 2 under the next pack, whatever the program became', async () => {
    // The trader buys the seeded Two-Step Challenge, 25k, once billing has it on sale; an admin approves.
    const bought = await waitFor(async () => {
      const response = await billing.app.inject({
        method: 'POST',
        url: '/api/purchase/funding-account',
        headers: trader(),
        payload: { programId: 'two-step', tierId: '25k', amount: 25000, price: 179 },
      });
      return response.statusCode === 201 ? (response.json() as { id: string }) : undefined;
    });
    expect(
      (await billing.decide(bought.id, billing.callerHeaders('admin', firstAdmin), { status: 'approved' })).statusCode,
    ).toBe(200);

    // Accounts opens it, programs enrols it in phase 1, and risk judges it by phase 1's pack.
    const phase1 = await waitFor(openAccount, 15_000);
    const phase1Objectives = await waitFor(async () => {
      const found = await objectives();
      return found?.rulePack.id === 'two-step/1' ? found : undefined;
    }, 15_000);
    expect(phase1Objectives).toMatchObject({
      program: { id: 'two-step', name: 'Two-Step Challenge', version: 1 },
      phase: { index: 0, name: 'Phase 1', kind: 'evaluation' },
      rulePack: { id: 'two-step/1', version: 1 },
    });
    expect(phase1Objectives.objectives.map(({ rule }) => rule).sort()).toEqual(
      ['daily_loss', 'max_loss', 'min_trading_days', 'profit_target'].sort(),
    );

    // An admin edits the program meanwhile: a 12% target for accounts that start from now on.
    const seeded = (
      await programs.app.inject({
        method: 'GET',
        url: '/api/admin/programs/two-step',
        headers: programs.adminHeaders(),
      })
    ).json();
    const edited = programVersionInputSchema.parse({
      name: seeded.latest.name,
      description: seeded.latest.description,
      sizes: seeded.latest.sizes,
      profitSharePercent: seeded.latest.profitSharePercent,
      review: seeded.latest.review,
      active: true,
      phases: seeded.latest.phases.map(
        (phase: { name: string; kind: string; rulePack: { rules: { rule: string }[] } }) => ({
          name: phase.name,
          kind: phase.kind,
          rules: phase.rulePack.rules.map((rule) => (rule.rule === 'profit_target' ? { ...rule, percent: 12 } : rule)),
        }),
      ),
    });
    const versioned = await programs.app.inject({
      method: 'POST',
      url: '/api/admin/programs/two-step/versions',
      headers: programs.adminHeaders(),
      payload: edited,
    });
    expect(versioned.statusCode).toBe(201);

    // The trader trades on four days and reaches 10% profit: phase 1's own target, not the edited 12%.
    const account = { userId: traderId, accountId: phase1.id, mt5AccountId: phase1.mt5_account_id };
    const start = Date.now();
    for (const day of [0, 1, 2, 3])
      await risk.publishDeal(account, { time: new Date(start + day * DAY_MS).toISOString() });
    await waitFor(async () => {
      const days = (await objectives())?.objectives.find(({ rule }) => rule === 'min_trading_days');
      return days?.status === 'met';
    }, 15_000);
    await risk.publishUpdates(account, [{ at: new Date(Date.now() + 500), equity: 27_550, balance: 27_550 }]);

    // The passed phase waits in the review queue; a second admin approves it.
    const review = await waitFor(async () => {
      const response = await programs.app.inject({
        method: 'GET',
        url: '/api/admin/phase-reviews?status=pending',
        headers: programs.adminHeaders(),
      });
      return (response.json() as { id: string; accountId: string }[]).find((item) => item.accountId === phase1.id);
    }, 15_000);
    const decided = await programs.app.inject({
      method: 'POST',
      url: `/api/admin/phase-reviews/${review.id}`,
      headers: programs.adminHeaders(),
      payload: { decision: 'approve', notes: 'Clean pass' },
    });
    expect(decided.statusCode).toBe(200);

    // Phase 2 opens on a fresh account of the same size, judged by phase 2's pack of version 1.
    const phase2 = await waitFor(async () => {
      const open = await openAccount();
      return open && open.id !== phase1.id ? open : undefined;
    }, 15_000);
    expect(phase2.funding_balance).toBe('25000.00');
    const phase2Objectives = await waitFor(async () => {
      const found = await objectives();
      return found?.rulePack.id === 'two-step/2' ? found : undefined;
    }, 15_000);
    expect(phase2Objectives).toMatchObject({
      program: { id: 'two-step', version: 1 },
      phase: { index: 1, name: 'Phase 2' },
      rulePack: { id: 'two-step/2', version: 1 },
    });
    expect(phase2Objectives.objectives.find(({ rule }) => rule === 'profit_target')).toMatchObject({ limit: 5 });
    const closed = await accounts.deps.db
      .selectFrom('trading_accounts')
      .select(['status', 'closed_reason'])
      .where('id', '=', phase1.id)
      .executeTakeFirst();
    expect(closed).toEqual({ status: 'closed', closed_reason: 'replaced' });

    // And the trader holds a certificate of the passed phase.
    const certificates = await waitFor(async () => {
      const response = await programs.app.inject({
        method: 'GET',
        url: '/api/account/certificates',
        headers: programs.traderHeaders(traderId),
      });
      const list = response.json() as { kind: string; title: string }[];
      return list.length > 0 ? list : undefined;
    });
    expect(certificates).toEqual([
      expect.objectContaining({ kind: 'phase_passed', title: expect.stringContaining('Phase 1') }),
    ]);
  });
});
