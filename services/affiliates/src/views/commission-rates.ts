import type { CommissionRates } from '@prop/contracts/affiliates';
import type { Kysely } from 'kysely';
import { loadRates } from '../db/commission-rates.ts';
import type { AffiliatesDb } from '../db/types.ts';
import { percentOf } from '../domain/commission.ts';
import { DEFAULT_SCOPE } from '../domain/commission-rate.ts';

/** The rates as owners and finance edit them: the default, then each program's and tier's. */
export async function loadCommissionRates(db: Kysely<AffiliatesDb>): Promise<CommissionRates> {
  const rates = await loadRates(db);
  const scoped = [...rates]
    .filter(([scope]) => scope !== DEFAULT_SCOPE)
    .map(([scope, basisPoints]) => {
      const [kind, ...key] = scope.split(':');
      return { scope: kind as 'program' | 'tier', key: key.join(':'), percent: percentOf(basisPoints) };
    })
    .sort((a, b) => a.scope.localeCompare(b.scope) || a.key.localeCompare(b.key));
  return { defaultPercent: percentOf(rates.get(DEFAULT_SCOPE) ?? 0), rates: scoped };
}
