import type { z } from 'zod';
import { FUNDING_BALANCES } from '@prop/contracts/constants';
import type { purchaseApproved } from '@prop/contracts/events/billing';
import { findTier } from '@prop/contracts/tiers';
import type { CommandScope } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import type { AccountsDb } from '../db/types.ts';
import { programOfPurchase, sellsAnySize } from '../domain/program-ref.ts';
import { provisionAccount } from './provision-account.ts';

export type ApprovedPurchase = z.output<(typeof purchaseApproved)['data']>;

/**
 * An approved purchase gets a trading account of the tier's size (or of the program's size it
 * names). The purchase id is the provision's key, so a purchase provisions once whatever its event
 * ids. Returns why nothing was done when the purchase names no funding size.
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
  await provisionAccount(ctx, scope, {
    key: purchaseId,
    userId,
    tierId,
    size,
    accountType: tier?.name ?? purchase.program?.name,
    purchaseId,
    program,
    replacing: null,
  });
  return undefined;
}
