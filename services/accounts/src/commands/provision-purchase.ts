import type { z } from 'zod';
import { INSTANT_FUNDING } from '@prop/contracts/account';
import { FUNDING_BALANCES } from '@prop/contracts/constants';
import type { purchaseApproved } from '@prop/contracts/events/billing';
import { findTier } from '@prop/contracts/tiers';
import type { CommandScope } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { insertPendingProvision, markProvisionLinked } from '../db/provisions.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { linkFromRow } from '../domain/account-link.ts';
import { figuresOf } from '../domain/money-figures.ts';
import { programOfPurchase, sellsAnySize } from '../domain/program-ref.ts';
import { decideProvision } from '../domain/provision-decision.ts';
import { closeAccount } from './close-account.ts';
import { openAccount } from './open-account.ts';

export type ApprovedPurchase = z.output<(typeof purchaseApproved)['data']>;

/**
 * An approved purchase gets a trading account of the tier's size. The simulator opens and links a
 * fresh demo account; with MetaApi the provision waits for an admin's link. The purchase id is the
 * provision's key, so a purchase provisions once whatever its event ids. Returns why nothing was
 * done when the purchase names no funding size.
 */
export async function provisionPurchase(
  ctx: Pick<AccountsContext, 'provider'>,
  scope: CommandScope<AccountsDb>,
  purchase: ApprovedPurchase,
): Promise<'no funding size' | undefined> {
  const { purchaseId, userId, tierId, amount } = purchase;
  const program = programOfPurchase(purchase.program);
  const tier = sellsAnySize(program) ? undefined : findTier(tierId);
  // The tier decides the size; the event's amount counts only for a tier this service does not know.
  const size = tier?.amount ?? amount;
  if (!sellsAnySize(program) && !(FUNDING_BALANCES as readonly number[]).includes(size)) return 'no funding size';
  const fundingBalance = String(size);
  if (!(await insertPendingProvision(scope.trx, { purchaseId, userId, tierId, fundingBalance, program }))) return;

  const current = await findOpenAccountForUpdate(scope.trx, userId);
  const control = ctx.provider.control;
  const decision = decideProvision(control !== undefined, current ? (linkFromRow(current) ?? undefined) : undefined);
  if (decision.kind === 'pending' || !control) return;
  if (decision.kind === 'replace' && current) {
    await closeAccount(scope, current, 'replaced', null, ctx.provider.get(current.mt5_account_id));
  }
  const snapshot = control.createAccount(size);
  const link = await openAccount(scope, {
    userId,
    snapshot,
    figures: figuresOf(snapshot),
    fundingBalance,
    accountType: tier?.name ?? INSTANT_FUNDING,
    linkedBy: null,
    purchaseId,
    program,
  });
  await markProvisionLinked(scope.trx, purchaseId, link.accountId, scope.now);
}
