import type { PhaseReview } from '@prop/contracts/program';
import type { CsvColumn } from '@prop/service-kit/csv';

/** The phase reviews as a CSV: the program, phase and trader with their ids, the decision; times in UTC. */
export const PHASE_REVIEW_CSV_COLUMNS: readonly CsvColumn<PhaseReview>[] = [
  { header: 'Review ID', value: (review) => review.id },
  { header: 'Status', value: (review) => review.status },
  { header: 'Program ID', value: (review) => review.program.id },
  { header: 'Program', value: (review) => review.program.name },
  { header: 'Program version', value: (review) => review.program.version },
  { header: 'Phase', value: (review) => review.phase.name },
  { header: 'Phase kind', value: (review) => review.phase.kind },
  { header: 'Enrolment ID', value: (review) => review.enrolmentId },
  { header: 'User ID', value: (review) => review.userId },
  { header: 'Email', value: (review) => review.user?.email },
  { header: 'First name', value: (review) => review.user?.firstName },
  { header: 'Last name', value: (review) => review.user?.lastName },
  { header: 'Trading account ID', value: (review) => review.accountId },
  { header: 'MT5 account ID', value: (review) => review.mt5AccountId },
  { header: 'Passed at (UTC)', value: (review) => review.passedAt },
  { header: 'Decided at (UTC)', value: (review) => review.decidedAt },
  { header: 'Decided by', value: (review) => review.decidedBy },
  { header: 'Notes', value: (review) => review.notes },
];
