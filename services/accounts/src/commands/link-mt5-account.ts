import { ACCOUNT_MESSAGES, INSTANT_FUNDING, type LinkMt5Input } from '@prop/contracts/account';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { moneyAsNumber, moneyOf } from '@prop/contracts/money';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { AppError, conflict, notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import { findOldestPending, markProvisionLinked } from '../db/provisions.ts';
import { originOfKey } from '../db/purchase-chain.ts';
import { findHold } from '../db/purchase-holds.ts';
import { lockUserAccounts } from '../db/user-lock.ts';
import type { AccountLink } from '../domain/account-link.ts';
import { figuresOf } from '../domain/money-figures.ts';
import { freezeUnder } from '../domain/purchase-hold.ts';
import { lookUpUser } from '../links/known-user.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';
import { openAccount } from './open-account.ts';

/**
 * An admin links a trader identity knows to an MT5 account with a funding balance: the account
 * opens (frozen while the waiting provision's purchase is disputed), the trader's oldest waiting
 * provision is fulfilled, and the link is audited. Returns the link and the MT5 account as it now
 * stands (a simulated broker funds it with the chosen balance).
 */
export async function linkMt5Account(
  ctx: AccountsContext,
  actor: Actor,
  input: LinkMt5Input,
): Promise<{ link: AccountLink; snapshot: Mt5Snapshot }> {
  const { userId, mt5AccountId, fundingBalance } = input;
  const snapshot = ctx.provider.get(mt5AccountId);
  if (!snapshot) throw notFound(ACCOUNT_MESSAGES.mt5NotFound);
  // Fast, clear answers from memory; the database's unique indexes decide any race.
  if (ctx.links.forUser(userId)) throw conflict(ACCOUNT_MESSAGES.userHasAccount);
  if (ctx.links.forMt5(mt5AccountId)) throw conflict(ACCOUNT_MESSAGES.mt5Taken);
  const user = await lookUpUser(ctx.runtime, userId);
  if (user === 'unknown') throw notFound(AUTH_MESSAGES.userNotFound);
  if (user === 'behind') throw new AppError('UNAVAILABLE', ACCOUNT_MESSAGES.usersUpdating);
  // A simulated broker funds the account with the chosen balance (after commit, below); a real one holds it.
  const control = ctx.provider.control;
  const funding = moneyAsNumber(moneyOf(fundingBalance));
  const link = await runCommand(ctx.runtime, actor, async (scope) => {
    await lockUserAccounts(scope.trx, userId);
    const pending = await findOldestPending(scope.trx, userId);
    // A closed purchase's provision waits no more (it was cancelled); an open dispute freezes the account.
    const hold = pending && (await findHold(scope.trx, await originOfKey(scope.trx, pending.purchase_id)));
    const opened = await openAccount(scope, {
      userId,
      snapshot,
      figures: control ? figuresOf({ info: { balance: funding, equity: funding } }) : figuresOf(snapshot),
      fundingBalance,
      accountType: INSTANT_FUNDING,
      linkedBy: 'userId' in actor ? actor.userId : null,
      purchaseId: null,
      program: pending?.program ?? null,
      frozen: hold ? freezeUnder(hold) : null,
    });
    if (pending) await markProvisionLinked(scope.trx, pending.purchase_id, opened.accountId, scope.now);
    await scope.audit({
      action: 'mt5.linked',
      target: { type: 'user', id: userId },
      before: null,
      after: { accountId: opened.accountId, mt5AccountId, fundingBalance },
    });
    return opened;
  });
  ctx.links.put(link);
  return { link, snapshot: control?.fund(mt5AccountId, funding) ?? snapshot };
}
