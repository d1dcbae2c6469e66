import type { Transaction } from 'kysely';
import { INSTANT_FUNDING } from '@prop/contracts/account';
import { FUNDING_BALANCES } from '@prop/contracts/constants';
import { purchaseApproved } from '@prop/contracts/events/billing';
import type { Envelope } from '@prop/contracts/events/envelope';
import { findTier } from '@prop/contracts/tiers';
import type { AccountsContext } from '../context.ts';
import { insertPendingProvision, markProvisionLinked } from '../db/provisions.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { linkFromRow } from '../domain/account-link.ts';
import { figuresOf } from '../domain/decimal-text.ts';
import { decideProvision } from '../domain/provision-decision.ts';
import { closeAccount } from '../links/close-account.ts';
import { linkAccount } from '../links/link-account.ts';
import type { EventLog } from './event-log.ts';

/**
 * billing.purchase.approved: a trading account of the tier's size for the buyer. The simulator
 * opens and links a fresh demo account; with MetaApi the provision waits for an admin's link.
 * The purchase id is the provision's key, so a purchase provisions once whatever its event ids.
 */
export function onPurchaseApproved(ctx: AccountsContext, log: EventLog) {
  return async (event: Envelope, trx: Transaction<AccountsDb>): Promise<void> => {
    const parsed = purchaseApproved.data.safeParse(event.data);
    if (!parsed.success) return log.warn({ eventId: event.id }, 'purchase.approved with unreadable data ignored');
    const { purchaseId, userId, tierId, amount } = parsed.data;
    const tier = findTier(tierId);
    // The tier decides the size; the event's amount counts only for a tier this service does not know.
    const size = tier?.amount ?? amount;
    if (!(FUNDING_BALANCES as readonly number[]).includes(size)) {
      return log.warn({ eventId: event.id, tierId, amount }, 'purchase.approved for no funding size ignored');
    }
    const fundingBalance = String(size);
    if (!(await insertPendingProvision(trx, { purchaseId, userId, tierId, fundingBalance }))) return;

    const current = await findOpenAccountForUpdate(trx, userId);
    const control = ctx.provider.control;
    const decision = decideProvision(control !== undefined, current ? (linkFromRow(current) ?? undefined) : undefined);
    if (decision.kind === 'pending' || !control) return;
    if (decision.kind === 'replace' && current) {
      await closeAccount(trx, current, 'replaced', null, ctx.provider.get(current.mt5_account_id));
    }
    const snapshot = control.createAccount(size);
    const link = await linkAccount(trx, {
      userId,
      snapshot,
      figures: figuresOf(snapshot),
      fundingBalance,
      accountType: tier?.name ?? INSTANT_FUNDING,
      linkedBy: null,
      purchaseId,
    });
    await markProvisionLinked(trx, purchaseId, link.accountId);
  };
}
