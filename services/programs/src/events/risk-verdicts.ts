import { objectiveMet, violationRecorded } from '@prop/contracts/events/risk';
import { type HandlerRuntime, onEvents } from '@prop/service-kit/on-event';
import { insertViolationOnce } from '../db/open-violations.ts';
import type { ProgramsDb } from '../db/types.ts';
import { reviewPassedPhase } from './objective-met.ts';

/**
 * One durable consumer of risk's verdicts, so they are handled in the order risk published them:
 * a violation recorded before the last target was met is known when the pass is reviewed.
 */
export function startRiskVerdicts(runtime: HandlerRuntime<ProgramsDb>) {
  return onEvents(
    runtime,
    { durable: 'programs-risk-verdicts', events: [objectiveMet, violationRecorded] },
    async (event, scope) => {
      if (event.type === 'ObjectiveMet') return reviewPassedPhase(event, scope);
      const { violationId, accountId, rule, triggeredAt } = event.data;
      await insertViolationOnce(scope.trx, { violationId, accountId, rule, triggeredAt });
    },
  );
}
