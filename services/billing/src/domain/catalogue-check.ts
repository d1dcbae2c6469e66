import { PURCHASE_MESSAGES, PURCHASE_SERVER_MESSAGES, type PurchaseSubmitInput } from '@prop/contracts/purchase';
import { type ProgramSize, sizeTierId } from '@prop/contracts/program';
import type { FundingTier } from '@prop/contracts/tiers';

/**
 * What the client names: the tier, and for a purchase the amount and price it showed the trader
 * (a price preview names only the tier).
 */
export type ProductChoice = Pick<PurchaseSubmitInput, 'tierId'> &
  Partial<Pick<PurchaseSubmitInput, 'amount' | 'price'>>;

export type CatalogueCheck = { ok: true; tier: FundingTier } | { ok: false; message: string };

/**
 * The catalogue prices a purchase, never the client: the tier must exist and the amount and price
 * the client showed the trader must be the tier's, or the trader would pay something they did not see.
 */
export function checkAgainstCatalogue(
  input: ProductChoice,
  findTier: (tierId: string) => FundingTier | undefined,
): CatalogueCheck {
  const tier = findTier(input.tierId);
  if (!tier) return { ok: false, message: PURCHASE_MESSAGES.invalidTier };
  if (input.amount !== undefined && input.amount !== tier.amount) {
    return { ok: false, message: PURCHASE_SERVER_MESSAGES.amountMismatch };
  }
  if (input.price !== undefined && input.price !== tier.price)
    return { ok: false, message: PURCHASE_SERVER_MESSAGES.priceMismatch };
  return { ok: true, tier };
}

export type ProgramCheck = { ok: true; size: ProgramSize } | { ok: false; message: string };

/**
 * A program's purchase is priced the same way, by the version on sale: the tier id names one of its
 * sizes ('25k'), and the amount and price shown must be that size's.
 */
export function checkAgainstProgram(input: ProductChoice, sizes: readonly ProgramSize[]): ProgramCheck {
  const size = sizes.find(({ amount }) => sizeTierId(amount) === input.tierId);
  if (!size) return { ok: false, message: PURCHASE_MESSAGES.invalidTier };
  if (input.amount !== undefined && input.amount !== size.amount) {
    return { ok: false, message: PURCHASE_SERVER_MESSAGES.amountMismatch };
  }
  if (input.price !== undefined && input.price !== Number(size.price))
    return { ok: false, message: PURCHASE_SERVER_MESSAGES.priceMismatch };
  return { ok: true, size };
}
