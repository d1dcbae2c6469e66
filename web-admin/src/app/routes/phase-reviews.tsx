import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link.tsx';
import { paths } from '../../config/paths.ts';
import { usePhaseReviews } from '../../features/phase-reviews/api/get-phase-reviews.ts';
import { usePhaseReviewLiveUpdates } from '../../features/phase-reviews/api/use-phase-review-live-updates.ts';
import { PhaseReviewFilterSelect } from '../../features/phase-reviews/components/phase-review-filter-select.tsx';
import { PhaseReviewsTable } from '../../features/phase-reviews/components/phase-reviews-table.tsx';
import { ReviewPhaseDialog } from '../../features/phase-reviews/components/review-phase-dialog.tsx';
import {
  apiQueryOf,
  EMPTY_TEXTS,
  FILTER_PARAM,
  filterOfParam,
  type PhaseReviewFilter,
  paramOfFilter,
} from '../../features/phase-reviews/utils/phase-review-filter.ts';
import { useAdmin } from '../../shared/api/get-admin.ts';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { csvUrl, DownloadCsvLink, TableTools } from '../../components/download-csv-link.tsx';

/** /admin/phase-reviews: passed challenge phases (live), filtered by status, each pending one decided in a dialog. */
export function PhaseReviewsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOfParam(searchParams.get(FILTER_PARAM));
  const { data: reviews, error, isLoading, mutate } = usePhaseReviews(filter);
  const { data: admin } = useAdmin();
  // Read from the live list, so a review another admin decides meanwhile closes its dialog.
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const reviewing = reviews?.find((review) => review.id === reviewingId && review.status === 'pending') ?? null;
  usePhaseReviewLiveUpdates();

  const setFilter = (next: PhaseReviewFilter) => {
    const param = paramOfFilter(next);
    setSearchParams(param ? { [FILTER_PARAM]: param } : {}, { replace: true });
  };

  return (
    <Page>
      <title>Phase Reviews · Admin</title>
      <PageHeader
        before={<BackLink to={paths.dashboard.getHref()}>Back to dashboard</BackLink>}
        title="Phase Reviews"
        subtitle="Challenge phases traders have passed. Approving opens the account of the next phase."
      />
      <Card aria-labelledby="phase-reviews-title">
        <CardHeader>
          <div>
            <CardTitle id="phase-reviews-title">Passed Phases</CardTitle>
            <CardDescription>Refreshed as phases pass and are decided</CardDescription>
          </div>
          <TableTools>
            <PhaseReviewFilterSelect value={filter} onChange={setFilter} />
            <DownloadCsvLink
              href={csvUrl(programsEndpoints.getAdminPhaseReviews, apiQueryOf(filter))}
              what={filter === 'all' ? 'all phase reviews' : `the ${filter} phase reviews`}
            />
          </TableTools>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading phase reviews..." />
          ) : reviews ? (
            <PhaseReviewsTable
              reviews={reviews}
              emptyText={EMPTY_TEXTS[filter]}
              currentAdminId={admin?.id}
              onReview={(review) => setReviewingId(review.id)}
            />
          ) : (
            <LoadError
              title="Could not load phase reviews"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
      <ReviewPhaseDialog key={reviewingId} review={reviewing} onClose={() => setReviewingId(null)} />
    </Page>
  );
}
