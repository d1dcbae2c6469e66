import type { Transaction, Updateable } from 'kysely';
import type { AccountsTable, ReportingDb } from './types.ts';

type Trx = Transaction<ReportingDb>;
type AccountFacts = Omit<Updateable<AccountsTable>, 'account_id' | 'started_day'> & { started_day?: string };

/**
 * Sets what one event knows of a trading account (link, status, phase, outcome); the other
 * columns keep what other streams told, whichever arrived first. The start day is the first one heard.
 */
export async function recordAccount(trx: Trx, accountId: string, facts: AccountFacts) {
  const { started_day: startedDay, ...rest } = facts;
  await trx
    .insertInto('accounts')
    .values({ account_id: accountId, ...facts })
    .onConflict((conflict) =>
      conflict.column('account_id').doUpdateSet((eb) => ({
        ...rest,
        ...(startedDay && { started_day: eb.fn.coalesce('accounts.started_day', eb.val(startedDay)) }),
      })),
    )
    .execute();
}

export async function recordBreach(trx: Trx, breach: { breachId: string; rule: string; day: string }) {
  await trx
    .insertInto('breaches')
    .values({ breach_id: breach.breachId, rule: breach.rule, day: breach.day })
    .onConflict((conflict) => conflict.column('breach_id').doNothing())
    .execute();
}

/** An upheld appeal: the breach no longer counts. */
export async function markBreachReversed(trx: Trx, breachId: string) {
  await trx.updateTable('breaches').set({ reversed: true }).where('breach_id', '=', breachId).execute();
}
