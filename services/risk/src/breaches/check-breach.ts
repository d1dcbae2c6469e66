import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import type { BreachCheckResult } from '@prop/contracts/breach';
import { drawdownLevel } from '@prop/contracts/drawdown';
import { notFound } from '@prop/service-kit/errors';
import type { RiskContext } from '../context.ts';
import { hasActiveBreach } from '../db/breaches.ts';
import { drawdownBps } from '../domain/drawdown-rule.ts';
import { amountOfCents } from '../domain/cents.ts';
import { percentOfBps } from '../domain/rule-set.ts';

/**
 * The browser's breach check, trusting none of its numbers: the caller's own account is judged
 * again on the server's latest MT5 update (recording a breach only if that update breaks a rule),
 * and the answer is what the server holds.
 */
export async function checkBreach(ctx: RiskContext, userId: string): Promise<BreachCheckResult> {
  const account = ctx.book.forUser(userId);
  if (!account) throw notFound(ACCOUNT_MESSAGES.noAccount);
  const { accountId, depositCents } = account.link;
  ctx.book.recheck(account);
  await ctx.recorder.settled(accountId);
  const equityCents = account.hasUpdate ? account.equityCents : depositCents;
  return {
    breached: await hasActiveBreach(ctx.db, accountId),
    drawdownPercent: percentOfBps(drawdownBps(depositCents, equityCents)),
    level: drawdownLevel(amountOfCents(depositCents), amountOfCents(equityCents)),
  };
}
