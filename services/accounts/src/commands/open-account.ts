import { ACCOUNT_MESSAGES, type FreezeReason } from '@prop/contracts/account';
import { accountLinked } from '@prop/contracts/events/accounts';
import type { CommandScope } from '@prop/service-kit/command';
import { conflict } from '@prop/service-kit/errors';
import { emitFreezeChanged } from './change-freeze.ts';
import { insertTradingAccount, type LastFigures } from '../db/trading-accounts.ts';
import type { AccountsDb } from '../db/types.ts';
import { type AccountLink, linkFromRow } from '../domain/account-link.ts';
import type { ProgramRef } from '../domain/program-ref.ts';
import type { Mt5Snapshot } from '../mt5/provider.ts';

export interface OpenAccountInput {
  userId: string;
  snapshot: Mt5Snapshot;
  /** The MT5 figures to keep with the new account; null when none are known yet. */
  figures: LastFigures | null;
  fundingBalance: string;
  accountType: string;
  linkedBy: string | null;
  purchaseId: string | null;
  /** The program and phase the account is for; null: Instant Funding, as programs takes an account naming none. */
  program: ProgramRef | null;
  /** Opens frozen (its purchase's payment is disputed); null: not frozen. */
  frozen: FreezeReason | null;
}

/** The database's answer to a second open account per user or per MT5 account, in words. */
const CONFLICTS: Record<string, string> = {
  trading_accounts_one_open_per_user: ACCOUNT_MESSAGES.userHasAccount,
  trading_accounts_one_open_per_mt5: ACCOUNT_MESSAGES.mt5Taken,
};

/** Opens a trading account on an MT5 account and emits AccountLinked (and its freeze), in the command's transaction. */
export async function openAccount(scope: CommandScope<AccountsDb>, input: OpenAccountInput): Promise<AccountLink> {
  const { snapshot } = input;
  const row = await insertTradingAccount(
    scope.trx,
    {
      userId: input.userId,
      mt5AccountId: snapshot.id,
      fundingBalance: input.fundingBalance,
      accountType: input.accountType,
      mt5Name: snapshot.name,
      mt5Login: snapshot.login,
      mt5Server: snapshot.server,
      balance: input.figures?.balance ?? null,
      equity: input.figures?.equity ?? null,
      linkedBy: input.linkedBy,
      purchaseId: input.purchaseId,
      frozen: input.frozen,
    },
    scope.now,
  ).catch((error: { code?: string; constraint?: string }) => {
    const message = error.code === '23505' && error.constraint ? CONFLICTS[error.constraint] : undefined;
    throw message ? conflict(message) : error;
  });
  const link = linkFromRow(row);
  if (!link) throw new Error('a newly inserted trading account cannot be closed');
  await scope.emit(accountLinked, {
    userId: link.userId,
    accountId: link.accountId,
    mt5AccountId: link.mt5AccountId,
    fundingBalance: link.fundingBalance,
    accountType: link.accountType,
    linkedBy: input.linkedBy,
    purchaseId: input.purchaseId,
    historyFrom: link.historyFrom?.toISOString() ?? null,
    leverage: snapshot.info?.leverage ?? null,
    ...(input.program ? { program: input.program } : {}),
  });
  // AccountLinked says nothing of a freeze: the event after it does, so no replica shows it unfrozen for long.
  if (row.frozen_reason) await emitFreezeChanged(scope, row);
  return link;
}
