import type { z } from 'zod';
import type { phasePassed } from '@prop/contracts/events/programs';
import { sizeTierId } from '@prop/contracts/program';
import type { CommandScope } from '@prop/service-kit/command';
import type { AccountsContext } from '../context.ts';
import type { AccountsDb } from '../db/types.ts';
import { provisionAccount } from './provision-account.ts';

type PassedPhase = z.output<(typeof phasePassed)['data']>;

/**
 * A passed phase's trader gets the next phase's account, of the same size, for the same enrolment;
 * the passed account closes. Keyed by the passed account, so a redelivery opens nothing more.
 */
export async function provisionNextPhase(
  ctx: Pick<AccountsContext, 'provider'>,
  scope: CommandScope<AccountsDb>,
  passed: PassedPhase,
): Promise<void> {
  const size = Number(passed.fundingBalance);
  await provisionAccount(ctx, scope, {
    key: passed.accountId,
    userId: passed.userId,
    tierId: sizeTierId(size),
    size,
    accountType: passed.program.name,
    purchaseId: null,
    program: {
      id: passed.program.id,
      version: passed.program.version,
      phaseIndex: passed.nextPhaseIndex,
      enrolmentId: passed.enrolmentId,
    },
    replacing: passed.accountId,
  });
}
