import type { CommissionRates } from '@prop/contracts/affiliates';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { AffiliatesContext } from '../context.ts';
import { loadRates, replaceRates } from '../db/commission-rates.ts';
import { basisPointsOf } from '../domain/commission.ts';
import { DEFAULT_SCOPE, scopeOf } from '../domain/commission-rate.ts';

/**
 * Owners and finance set the default rate and any per-program or per-tier rates. A commission
 * already accrued keeps the rate it was accrued at; the new rates apply to purchases paid from now.
 */
export function setCommissionRates(ctx: AffiliatesContext, actor: Actor, input: CommissionRates): Promise<void> {
  return runCommand(ctx.runtime, actor, async ({ trx, audit }) => {
    const before = Object.fromEntries(await loadRates(trx));
    const rates = new Map<string, number>([[DEFAULT_SCOPE, basisPointsOf(input.defaultPercent)]]);
    for (const rate of input.rates) rates.set(scopeOf(rate.scope, rate.key), basisPointsOf(rate.percent));
    await replaceRates(trx, rates);
    await audit({
      action: 'affiliate.commission_rates_changed',
      target: { type: 'affiliate_commission_rates', id: 'commission-rates' },
      before,
      after: Object.fromEntries(rates),
    });
  });
}
