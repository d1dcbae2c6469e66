import { AFFILIATE_MESSAGES, type CommissionFigures } from '@prop/contracts/affiliates';
import { formatMoney, moneyOf } from '@prop/contracts/money';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { useToast } from '@prop/ui/toast';
import { Send } from 'lucide-react';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useRequestPayout } from '../api/request-payout.ts';
import { payoutStateOf } from '../domain/payout-state.ts';

const euro = (amount: string) => formatMoney(moneyOf(amount), PURCHASE_CURRENCY);

const DESCRIPTIONS = {
  pending: (commission: CommissionFigures) =>
    `A payout of ${euro(commission.pending)} is under review. It is paid once an admin approves it.`,
  requestable: (commission: CommissionFigures) =>
    `Ask for your available commission of ${euro(commission.available)} to be paid out.`,
  nothing: () => 'Commission becomes available once a referred trader pays for a funded account.',
} as const;

/** The whole available commission, paid out on request after an admin's review. */
export function PayoutCard({ commission }: { commission: CommissionFigures }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const payout = useRequestPayout();
  const state = payoutStateOf(commission);
  const onRequest = async () => {
    try {
      await payout.trigger();
      toast({ title: 'Payout Requested', description: AFFILIATE_MESSAGES.payoutRequested, variant: 'success' });
    } catch (error) {
      failed(error, 'Payout Failed', 'Could not request your payout. Please try again.');
    }
  };
  return (
    <Card aria-labelledby="affiliate-payout-title">
      <CardHeader>
        <div>
          <CardTitle id="affiliate-payout-title">Payout</CardTitle>
          <CardDescription>{DESCRIPTIONS[state](commission)}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button
          icon={<Send size={16} aria-hidden="true" />}
          disabled={state !== 'requestable'}
          loading={payout.isMutating}
          loadingText="Requesting..."
          onClick={onRequest}
        >
          Request payout
        </Button>
      </CardContent>
    </Card>
  );
}
