import type { z } from 'zod';
import type { accountLinked } from '@prop/contracts/events/accounts';
import type { purchaseApproved } from '@prop/contracts/events/billing';
import { DEFAULT_PROGRAM_ID } from '@prop/contracts/program';

/** The program and phase an account is opened for, as AccountLinked carries it. */
export type ProgramRef = NonNullable<z.output<(typeof accountLinked)['data']>['program']>;

type PurchasedProgram = z.output<(typeof purchaseApproved)['data']>['program'];

/** A purchase starts its program at the first phase; a purchase naming none is Instant Funding's, left to programs. */
export function programOfPurchase(program: PurchasedProgram): ProgramRef | null {
  return program ? { id: program.id, version: program.version, phaseIndex: 0 } : null;
}

/**
 * Instant Funding sells the spec's sizes only; another program sells the sizes its admins set,
 * so the size its purchase names is taken as it is.
 */
export function sellsAnySize(program: ProgramRef | null): boolean {
  return program !== null && program.id !== DEFAULT_PROGRAM_ID;
}
