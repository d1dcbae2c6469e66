import type { Deal } from '@prop/contracts/trading';

/** A deal that opened (or reversed into) a position: what trading days, volume and expert-advisor rules look at. */
export function opensPosition(deal: Pick<Deal, 'entryType'>): boolean {
  return deal.entryType === 'DEAL_ENTRY_IN' || deal.entryType === 'DEAL_ENTRY_INOUT';
}
