import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  filterOfParam,
  PHASE_REVIEW_FILTERS,
  paramOfFilter,
} from '../src/features/phase-reviews/utils/phase-review-filter.ts';

describe('the phase review queue filter', () => {
  it('given no ?status=, then the queue shows the pending reviews', () => {
    expect(filterOfParam(null)).toBe('pending');
  });

  it('given an unknown ?status=, then the pending reviews rather than an empty list', () => {
    expect(filterOfParam('passed')).toBe('pending');
    expect(filterOfParam('')).toBe('pending');
  });

  it('given each filter, then its ?status= reads back as the same filter', () => {
    for (const filter of PHASE_REVIEW_FILTERS) expect(filterOfParam(paramOfFilter(filter))).toBe(filter);
  });

  it('given the default filter, then the address carries no ?status=', () => {
    expect(paramOfFilter('pending')).toBeNull();
    expect(paramOfFilter('rejected')).toBe('rejected');
  });

  it('given a status, then the API is asked for that status; given all, then for no status', () => {
    const url = (filter: (typeof PHASE_REVIEW_FILTERS)[number]) =>
      urlOf(programsEndpoints.getAdminPhaseReviews, {}, apiQueryOf(filter));
    expect(url('pending')).toBe('/api/admin/phase-reviews?status=pending');
    expect(url('approved')).toBe('/api/admin/phase-reviews?status=approved');
    expect(url('rejected')).toBe('/api/admin/phase-reviews?status=rejected');
    expect(url('all')).toBe('/api/admin/phase-reviews');
  });
});
