import type { Transaction } from 'kysely';
import type { ProgramsDb } from './types.ts';

type Trx = Transaction<ProgramsDb>;

export async function insertViolationOnce(
  trx: Trx,
  violation: { violationId: string; accountId: string; rule: string; triggeredAt: string },
): Promise<void> {
  await trx
    .insertInto('open_violations')
    .values({
      violation_id: violation.violationId,
      account_id: violation.accountId,
      rule: violation.rule,
      triggered_at: violation.triggeredAt,
    })
    .onConflict((conflict) => conflict.column('violation_id').doNothing())
    .execute();
}

export async function openViolationCount(trx: Trx, accountId: string): Promise<number> {
  const { count } = await trx
    .selectFrom('open_violations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
