import type { CommandScope } from '@prop/service-kit/command';
import { claimRuleCheck } from '../db/rule-checks.ts';
import type { RiskDb } from '../db/types.ts';
import { brokenOf } from '../domain/broken-rule.ts';
import { packRefOf } from '../domain/locked-pack.ts';
import type { RiskBook } from '../state/risk-book.ts';
import { storeBrokenRule } from './store-broken-rule.ts';

/**
 * Judges a followed account's leverage against the maximum of the rules it is judged by, once per
 * pack (claimed, so redeliveries and replicas judge it once): when it is linked, and again when it
 * is locked to a pack. An account whose leverage accounts had not read is not judged.
 */
export async function judgeLeverage(
  scope: CommandScope<RiskDb>,
  { book, accountId, windowSeconds }: { book: RiskBook; accountId: string; windowSeconds: number },
): Promise<void> {
  const account = book.forAccount(accountId);
  const leverage = account?.link.leverage;
  if (!account || leverage == null) return;
  const rule = book.rulesOf(account.link).find((candidate) => candidate.rule === 'max_leverage');
  if (rule?.rule !== 'max_leverage') return;
  const pack = packRefOf(account.link.locked);
  const broken = brokenOf({ packVersion: pack.version, rule, inputs: { leverage } });
  if (!broken) return;
  const period = `${pack.id}@${pack.version}`;
  if (!(await claimRuleCheck(scope.trx, { accountId, rule: rule.rule, period, at: scope.now }))) return;
  await storeBrokenRule(scope, { book, account, broken, atMs: scope.now.getTime(), windowSeconds });
}
