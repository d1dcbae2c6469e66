import type { EventOf } from '@prop/contracts/events/envelope';
import type { accountLinked } from '@prop/contracts/events/accounts';
import { DEFAULT_PROGRAM_ID } from '@prop/contracts/program';

type LinkedData = EventOf<typeof accountLinked>['data'];

/** The phase a linked account starts: which program (null version: its latest), which phase, which enrolment. */
export interface PhaseRequest {
  programId: string;
  version: number | null;
  phaseIndex: number;
  /** The enrolment a next phase continues; null starts a new one. */
  enrolmentId: string | null;
}

/** A link without a program (an admin's link, an older event) is Instant Funding at its latest version. */
export function phaseRequestOf({ program }: LinkedData): PhaseRequest {
  if (!program) return { programId: DEFAULT_PROGRAM_ID, version: null, phaseIndex: 0, enrolmentId: null };
  return {
    programId: program.id,
    version: program.version,
    phaseIndex: program.phaseIndex,
    enrolmentId: program.enrolmentId ?? null,
  };
}
