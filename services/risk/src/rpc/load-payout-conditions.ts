import type { PayoutConditionsReply } from '@prop/contracts/payout-conditions';
import type { RiskContext } from '../context.ts';
import { listViolationsOfAccount } from '../db/violations.ts';
import { profitSharePercentOf } from '../domain/locked-pack.ts';
import { loadObjectives } from '../views/account-objectives.ts';
import { payoutConditionsOf } from './payout-conditions.ts';

/**
 * The payout conditions of the trader's current account, judged on its live state, and the share
 * its program pays; found is false without one.
 */
export async function loadPayoutConditions(ctx: RiskContext, userId: string): Promise<PayoutConditionsReply> {
  const account = ctx.book.forUser(userId);
  const objectives = account && (await loadObjectives(ctx, userId));
  if (!account || !objectives) return { found: false };
  const { link } = account;
  const violations = await listViolationsOfAccount(ctx.db, link.accountId);
  const open = violations.filter(({ status }) => status === 'open').length;
  return {
    found: true,
    accountId: link.accountId,
    conditions: payoutConditionsOf(objectives.phase.kind, ctx.book.rulesOf(link), objectives.objectives, open),
    profitSharePercent: profitSharePercentOf(link.locked),
  };
}
