import type { PhaseReviewStatus } from '@prop/contracts/program';

/** The queue's status filter: one status, or every review. */
export const PHASE_REVIEW_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type PhaseReviewFilter = (typeof PHASE_REVIEW_FILTERS)[number];

/** The queue opens on what still needs a decision. */
export const DEFAULT_PHASE_REVIEW_FILTER: PhaseReviewFilter = 'pending';

/** The screen keeps its filter in `?status=`, so a reload or a shared link shows the same list. */
export const FILTER_PARAM = 'status';

export const FILTER_LABELS: Record<PhaseReviewFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

export const EMPTY_TEXTS: Record<PhaseReviewFilter, string> = {
  pending: 'No passed phases waiting for review.',
  approved: 'No approved phases yet.',
  rejected: 'No rejected phases.',
  all: 'No passed phases yet.',
};

function isFilter(value: string | null): value is PhaseReviewFilter {
  return (PHASE_REVIEW_FILTERS as readonly (string | null)[]).includes(value);
}

/** The filter a `?status=` value names; absent or unknown, the default. */
export function filterOfParam(param: string | null): PhaseReviewFilter {
  return isFilter(param) ? param : DEFAULT_PHASE_REVIEW_FILTER;
}

/** The `?status=` value for a filter; the default needs none, so the tab's plain link shows it. */
export function paramOfFilter(filter: PhaseReviewFilter): string | null {
  return filter === DEFAULT_PHASE_REVIEW_FILTER ? null : filter;
}

/** The API's query for a filter: GET /api/admin/phase-reviews lists every review without `status`. */
export function apiQueryOf(filter: PhaseReviewFilter): { status?: PhaseReviewStatus } {
  return filter === 'all' ? {} : { status: filter };
}
