import { DEFAULT_PROGRAM_ID, sizeTierId } from '@prop/contracts/program';
import { PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import { findTier } from '@prop/contracts/tiers';
import { badRequest } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { findProgramOnSale } from '../db/program-versions.ts';
import { checkAgainstCatalogue, checkAgainstProgram, type ProductChoice } from '../domain/catalogue-check.ts';

/** What a purchase buys, priced by the catalogue: a tier of Instant Funding, or a size of another program on sale. */
export interface PricedProduct {
  tierId: string;
  amount: number;
  /** The list price, decimal text in euro. */
  price: string;
  program: { id: string; version: number } | null;
  /** The program a discount code is checked against: Instant Funding's id when `program` is null. */
  programId: string;
  productName: string | null;
}

/** The product the trader chose, priced by the catalogue; refused with the catalogue check's message. */
export async function catalogueProduct(
  ctx: BillingContext,
  choice: ProductChoice & { programId?: string },
): Promise<PricedProduct> {
  if (choice.programId === undefined || choice.programId === DEFAULT_PROGRAM_ID) {
    const check = checkAgainstCatalogue(choice, findTier);
    if (!check.ok) throw badRequest(check.message);
    const { tier } = check;
    return {
      tierId: tier.id,
      amount: tier.amount,
      price: String(tier.price),
      program: null,
      programId: DEFAULT_PROGRAM_ID,
      productName: null,
    };
  }
  const program = await findProgramOnSale(ctx.db, choice.programId);
  if (!program) throw badRequest(PURCHASE_SERVER_MESSAGES.programNotOnSale);
  const check = checkAgainstProgram(choice, program.sizes);
  if (!check.ok) throw badRequest(check.message);
  const tierId = sizeTierId(check.size.amount);
  return {
    tierId,
    amount: check.size.amount,
    price: check.size.price,
    program: { id: program.program_id, version: program.version },
    programId: program.program_id,
    productName: `${program.name} ${tierId}`,
  };
}
