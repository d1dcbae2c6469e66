import type { TradingAccount } from '@prop/contracts/account';
import { type TradingAccountFacts, toTradingAccount } from '@prop/contracts/account-view';
import { accountLinked, accountStatusChanged, accountUnlinked, equityUpdated } from '@prop/contracts/events/accounts';
import { breachDetected } from '@prop/contracts/events/risk';
import type { RealtimeMessage } from '@prop/contracts/realtime';

/** The cached account: undefined before the first read, null when no account is linked. */
export type CachedAccount = TradingAccount | null | undefined;

function factsOf(account: TradingAccount, mt5AccountId: string): TradingAccountFacts {
  const { id: accountId, fundingBalance, status, accountType, frozen, frozenReason, frozenSince } = account;
  return { accountId, mt5AccountId, fundingBalance, status, accountType, frozen, frozenReason, frozenSince };
}

/**
 * The account as a push leaves it, built from the figures the push carries and the facts already
 * shown (the same view the server builds, so a push and the next poll agree); the account as it
 * was when the push is about another account or cannot complete the view (the poll then does).
 *
 * - an equity tick: new balance, equity and floating P&L of the shown account (once its MT5 account
 *   has been read, so its name, login and server are known), its freeze as the last poll said;
 * - a status change or a detected breach: the shown account's new status;
 * - an unlink: no account; a link: the new account, awaiting its MT5 figures.
 */
export function accountAfterPush(current: CachedAccount, message: RealtimeMessage): CachedAccount {
  if (message.type === 'breach_update') {
    const breach = breachDetected.data.safeParse(message.data);
    if (!breach.success || !current) return current;
    const { accountId, mt5AccountId } = breach.data;
    const same = accountId ? accountId === current.id : mt5AccountId === current.mt5AccountId;
    return same && current.status !== 'breached' ? { ...current, status: 'breached' } : current;
  }
  if (message.type !== 'account_update') return current;

  const tick = equityUpdated.data.safeParse(message.data);
  if (tick.success) {
    const { accountId, mt5AccountId, balance, equity, currency } = tick.data;
    if (!current || current.id !== accountId || !current.mt5Data) return current;
    const { name, login, server } = current.mt5Data;
    const info = { balance: Number(balance), equity: Number(equity), currency };
    return toTradingAccount(factsOf(current, mt5AccountId), { name, login, server, info });
  }

  const status = accountStatusChanged.data.safeParse(message.data);
  if (status.success) {
    if (current?.id !== status.data.accountId) return current;
    // A closed account is history: the trader's own account then reads as none.
    return status.data.to === 'closed' ? null : { ...current, status: status.data.to };
  }

  const unlinked = accountUnlinked.data.safeParse(message.data);
  if (unlinked.success) return current?.id === unlinked.data.accountId ? null : current;

  const linked = accountLinked.data.safeParse(message.data);
  if (linked.success) {
    const { accountId, mt5AccountId, fundingBalance, accountType } = linked.data;
    if (current?.id === accountId) return current;
    return toTradingAccount({ accountId, mt5AccountId, fundingBalance, status: 'active', accountType }, undefined);
  }
  return current;
}
