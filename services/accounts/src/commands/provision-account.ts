import { INSTANT_FUNDING } from '@prop/contracts/account';
import type { CommandScope } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import { originOfKey } from '../db/purchase-chain.ts';
import { findHold } from '../db/purchase-holds.ts';
import { insertProvision, markProvisionLinked } from '../db/provisions.ts';
import { findOpenAccountForUpdate } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { lockUserAccounts } from '../db/user-lock.ts';
import { linkFromRow } from '../domain/account-link.ts';
import { figuresOf } from '../domain/money-figures.ts';
import type { ProgramRef } from '../domain/program-ref.ts';
import { decideProvision } from '../domain/provision-decision.ts';
import { freezeUnder } from '../domain/purchase-hold.ts';
import { closeAccount } from './close-account.ts';
import { openAccount } from './open-account.ts';

export interface ProvisionRequest {
  /** What provisions once: the purchase, or the passed phase's account for the next phase. */
  key: string;
  userId: string;
  tierId: string;
  /** Funding in whole currency units. */
  size: number;
  /** The account type shown; Instant Funding when absent. */
  accountType: string | undefined;
  purchaseId: string | null;
  program: ProgramRef | null;
  /** The user's account this one takes over from (a passed phase): closed first, even while active. */
  replacing: string | null;
}

/**
 * Provisions a trading account once per key. The simulator opens and links a fresh demo account;
 * with MetaApi the provision waits for an admin's link. The user's open account is closed first
 * when it is lost anyway (breached) or when the new one takes over from it (the next phase).
 * The purchase the key goes back to decides how: one with an open dispute opens its account
 * frozen; a closed one (chargeback, refund) opens nothing, its provision recorded as cancelled,
 * rather than an account closed at once: the money went back, so there is nothing to trade, and
 * programs, risk and the trader's e-mail would otherwise all start on an account that never was.
 */
export async function provisionAccount(
  ctx: Pick<AccountsContext, 'provider'>,
  scope: CommandScope<AccountsDb>,
  request: ProvisionRequest,
): Promise<void> {
  const { userId, size, program } = request;
  await lockUserAccounts(scope.trx, userId);
  const hold = await findHold(scope.trx, await originOfKey(scope.trx, request.key));
  const fundingBalance = String(size);
  const status = hold.closure ? 'cancelled' : 'pending';
  const provision = {
    purchaseId: request.key,
    userId,
    tierId: request.tierId,
    fundingBalance,
    program,
    status,
  } as const;
  if (!(await insertProvision(scope.trx, provision)) || hold.closure) return;

  const current = await findOpenAccountForUpdate(scope.trx, userId);
  if (current && current.id === request.replacing) {
    await closeAccount(scope, current, 'replaced', null, ctx.provider.get(current.mt5_account_id));
  }
  const open = current && current.id !== request.replacing ? current : undefined;
  const control = ctx.provider.control;
  const decision = decideProvision(control !== undefined, open ? (linkFromRow(open) ?? undefined) : undefined);
  if (decision.kind === 'pending' || !control) return;
  if (decision.kind === 'replace' && open) {
    await closeAccount(scope, open, 'replaced', null, ctx.provider.get(open.mt5_account_id));
  }
  const snapshot = control.createAccount(size);
  const link = await openAccount(scope, {
    userId,
    snapshot,
    figures: figuresOf(snapshot),
    fundingBalance,
    accountType: request.accountType ?? INSTANT_FUNDING,
    linkedBy: null,
    purchaseId: request.purchaseId,
    program,
    frozen: freezeUnder(hold),
  });
  await markProvisionLinked(scope.trx, request.key, link.accountId, scope.now);
}
