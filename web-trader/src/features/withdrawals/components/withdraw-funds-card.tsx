import type { TradingAccount } from '@prop/contracts/account';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../../shared/format-money.ts';
import { useWithdrawalEligibility } from '../api/get-withdrawal-eligibility.ts';
import { useWithdrawalWindow } from '../api/get-withdrawal-window.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { eligibilityRefreshKey } from '../utils/eligibility-refresh.ts';
import { packBlocks, withdrawalEligibility } from '../utils/withdrawal-eligibility.ts';
import { SPEC_SHARE_PERCENT, withdrawalFigures } from '../utils/withdrawal-figures.ts';
import { WithdrawalConditions } from './withdrawal-conditions.tsx';

// The dialog checks the payment details with the withdrawal schemas (zod): it loads right after the
// card renders, and a click before it has arrived opens it once it has.
const WithdrawalDialog = lazy(() => import('./withdrawal-dialog.tsx').then((m) => ({ default: m.WithdrawalDialog })));

/**
 * The Withdraw Funds card: the profit and the trader's share of it, and the button that opens the
 * request dialog when the spec's three conditions hold (profit, nothing pending, Saturday on the
 * server's calendar). The server checks all of them again, with the account's rule pack's own, and
 * lists each as met or not: that list is the server's own judgement.
 */
export function WithdrawFundsCard({ account }: { account: TradingAccount | null | undefined }) {
  const [open, setOpen] = useState(false);
  const { data: requests } = useWithdrawals();
  const { data: withdrawalDay } = useWithdrawalWindow();
  // The profit does not depend on the share, which the eligibility list names.
  const profit = withdrawalFigures(account)?.profit ?? null;
  const { enabled, hint } = withdrawalEligibility({
    profit,
    hasPending: requests ? requests.some((request) => request.status === 'pending') : null,
    isWithdrawalDay: withdrawalDay ? withdrawalDay.open : null,
  });
  const { data: eligibility } = useWithdrawalEligibility(
    eligibilityRefreshKey({ profit, requests, isWithdrawalDay: withdrawalDay?.open }),
  );
  // The account's program's share once the server has said it: the amounts sent must be the server's.
  const sharePercent = eligibility?.profitSharePercent ?? SPEC_SHARE_PERCENT;
  const figures = withdrawalFigures(account, sharePercent);

  return (
    <Card aria-label="Withdraw Funds">
      <CardHeader>
        <div>
          <CardTitle>Withdraw Funds</CardTitle>
          <CardDescription>Request your profit share</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Figures>
          <div>
            <dt>Available profit</dt>
            <dd>{figures ? formatMoney(Math.max(figures.profit, 0), figures.currency) : '—'}</dd>
          </div>
          <div>
            <dt>Your share ({sharePercent}%)</dt>
            <dd>{figures ? formatMoney(figures.share, figures.currency) : '—'}</dd>
          </div>
        </Figures>
        <Button
          icon={<Wallet size={16} aria-hidden="true" />}
          fullWidth
          disabled={!enabled || packBlocks(eligibility)}
          onClick={() => setOpen(true)}
        >
          Request Withdrawal
        </Button>
        {hint ? <Hint>{hint}</Hint> : null}
        {eligibility ? <WithdrawalConditions conditions={eligibility.conditions} /> : null}
        <Note>Requests are taken on Saturdays; approved requests are paid within 1-3 business days.</Note>
      </CardContent>
      <Suspense fallback={null}>
        <WithdrawalDialog open={open} onClose={() => setOpen(false)} figures={figures} sharePercent={sharePercent} />
      </Suspense>
    </Card>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
