import { ATTRIBUTION_DAYS } from '@prop/contracts/referral';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { useToast } from '@prop/ui/toast';
import { Handshake } from 'lucide-react';
import styled from 'styled-components';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useJoinAffiliate } from '../api/join-affiliate.ts';

/** Before joining: what the programme is and the one button that joins it. */
export function JoinCard() {
  const { toast } = useToast();
  const failed = useFailureToast();
  const join = useJoinAffiliate();
  const onJoin = async () => {
    try {
      await join.trigger();
      toast({ title: 'Welcome aboard', description: 'You are now an affiliate.', variant: 'success' });
    } catch (error) {
      failed(error, 'Joining Failed', 'Could not make you an affiliate. Please try again.');
    }
  };
  return (
    <Card aria-labelledby="join-affiliate-title">
      <CardHeader>
        <div>
          <CardTitle id="join-affiliate-title">Refer traders, earn commission</CardTitle>
          <CardDescription>Share your personal link with other traders.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Points>
          <li>Every visit through your link is counted.</li>
          <li>Anyone who registers within {ATTRIBUTION_DAYS} days of their first visit is referred by you.</li>
          <li>You earn a commission on the price they pay for each funded account.</li>
        </Points>
        <Button
          icon={<Handshake size={16} aria-hidden="true" />}
          loading={join.isMutating}
          loadingText="Joining..."
          onClick={onJoin}
        >
          Become an affiliate
        </Button>
      </CardContent>
    </Card>
  );
}

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.lg};
  list-style: disc;
  color: ${({ theme }) => theme.colors.textMuted};
`;
