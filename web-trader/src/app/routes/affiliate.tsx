import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import styled from 'styled-components';
import { useAffiliate } from '../../features/affiliate/api/get-affiliate.ts';
import { AffiliateStats } from '../../features/affiliate/components/affiliate-stats.tsx';
import { JoinCard } from '../../features/affiliate/components/join-card.tsx';
import { PayoutCard } from '../../features/affiliate/components/payout-card.tsx';
import { ReferralLinkCard } from '../../features/affiliate/components/referral-link-card.tsx';

/** /affiliate (issue 23): joining the affiliate programme, then the referral link and what it brought. */
export function AffiliateRoute() {
  const { data, error, isLoading, mutate } = useAffiliate();
  return (
    <Page>
      <title>Affiliate · Funded Trader</title>
      <PageHeader title="Affiliate" subtitle="Refer traders and earn a commission on their purchases" />
      {isLoading ? <LoadingBlock label="Loading..." /> : null}
      {error && !data ? (
        <LoadError title="Your affiliate figures could not be loaded" onRetry={() => void mutate()} />
      ) : null}
      {data && !data.affiliate ? <JoinCard /> : null}
      {data?.affiliate ? (
        <Stack>
          <ReferralLinkCard affiliate={data.affiliate} />
          <AffiliateStats affiliate={data.affiliate} />
          <PayoutCard commission={data.affiliate.commission} />
        </Stack>
      ) : null}
    </Page>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
