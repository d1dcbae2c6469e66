import type { DrawdownBreach } from '@prop/contracts/breach';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { ChartLine, CheckCircle2, ShieldCheck, Trash2, Undo2, UserCheck } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdmin } from '../../../shared/api/get-admin.ts';
import { useMt5Accounts } from '../../../shared/api/get-mt5-accounts.ts';
import { formatEuro, formatMoney } from '@prop/contracts/money';
import { useDeleteBreach } from '../api/delete-breach.ts';
import { useDrawdownBreaches } from '../api/get-drawdown-breaches.ts';
import { useBreachLiveUpdates } from '../api/use-breach-live-updates.ts';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { breachRuleLabel, REVERSAL_TEXTS, reversalView } from '../utils/breach-reversal.ts';
import { AtRiskPanel } from './at-risk-panel.tsx';
import { BreachEvidenceDialog } from './breach-evidence-dialog.tsx';
import { ResolveBreachDialog } from './resolve-breach-dialog.tsx';
import { ApproveReversalDialog, RequestReversalDialog } from './reversal-dialogs.tsx';
import { csvUrl, DownloadCsvLink } from '../../../components/download-csv-link.tsx';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';

function traderName(breach: DrawdownBreach): string {
  return `${breach.userFirstName} ${breach.userLastName}`.trim();
}

/**
 * Active drawdown breaches, live from the `breach_update` push and polled every second, each with View evidence, Resolve (optional notes),
 * Delete (confirmed) and a reversal one admin requests and a different one approves; the accounts at risk above them.
 */
export function BreachesPanel() {
  const { toast } = useToast();
  const { data: breaches, error, isLoading, mutate } = useDrawdownBreaches();
  useBreachLiveUpdates();
  const { data: accounts } = useMt5Accounts();
  const { data: admin } = useAdmin();
  const { trigger: remove, isMutating: deleting } = useDeleteBreach();
  const [toResolve, setToResolve] = useState<DrawdownBreach | null>(null);
  const [toDelete, setToDelete] = useState<DrawdownBreach | null>(null);
  const [toView, setToView] = useState<DrawdownBreach | null>(null);
  const [toRequestReversal, setToRequestReversal] = useState<DrawdownBreach | null>(null);
  const [toApproveReversal, setToApproveReversal] = useState<DrawdownBreach | null>(null);

  const account = (id: string) => accounts?.find((candidate) => candidate.id === id);
  const mt5Label = (id: string) => {
    const mt5 = account(id);
    return mt5 ? `${mt5.name} · ${mt5.login}` : id;
  };
  const currencyOf = (id: string) => account(id)?.accountInfo?.currency ?? 'USD';

  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
    } catch (error) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.deleteBreachFailed),
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <AtRiskPanel mt5Label={mt5Label} />
      <Card aria-labelledby="breaches-title">
        <CardHeader>
          <div>
            <CardTitle id="breaches-title">Active Drawdown Breaches</CardTitle>
            <CardDescription>
              {breaches
                ? `${breaches.length} active ${breaches.length === 1 ? 'breach' : 'breaches'} · live`
                : 'Accounts at or past the 5% maximum drawdown'}
            </CardDescription>
          </div>
          <DownloadCsvLink href={csvUrl(riskEndpoints.getAdminDrawdownBreaches)} what="the active breaches" />
        </CardHeader>
        <CardContent>
          {isLoading && !breaches ? (
            <LoadingBlock label="Loading breaches..." />
          ) : error && !breaches ? (
            <LoadError
              title="Could not load breaches"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          ) : breaches && breaches.length > 0 ? (
            <StackedList $gap="md" aria-label="Active drawdown breaches">
              {breaches.map((breach) => {
                const name = traderName(breach);
                const currency = currencyOf(breach.mt5AccountId);
                const rule = breachRuleLabel(breach.rule);
                const reversal = reversalView(breach, admin?.id);
                const blockedId = `reversal-blocked-${breach.id}`;
                return (
                  <BreachItem $roomy key={breach.id} aria-label={`Breach of ${name}`}>
                    <StackedRow $align="flex-start">
                      <div>
                        <Name>{name}</Name>
                        <StackedMeta>{breach.userEmail}</StackedMeta>
                      </div>
                      <Badges>
                        {rule ? <Badge tone="neutral">{rule}</Badge> : null}
                        <Badge tone="danger">{breach.breachPercentage.toFixed(2)}% drawdown</Badge>
                      </Badges>
                    </StackedRow>
                    <Facts>
                      <div>
                        <dt>MT5 account</dt>
                        <dd>{mt5Label(breach.mt5AccountId)}</dd>
                      </div>
                      <div>
                        <dt>Initial deposit</dt>
                        <dd>{formatEuro(breach.initialDeposit)}</dd>
                      </div>
                      <div>
                        <dt>Current equity</dt>
                        <dd>{formatMoney(breach.currentEquity, currency)}</dd>
                      </div>
                      <div>
                        <dt>Breached at</dt>
                        <dd>
                          <time dateTime={breach.breachedAt}>{formatDateTime(breach.breachedAt)}</time>
                        </dd>
                      </div>
                    </Facts>
                    {reversal.line ? <ReversalLine>{reversal.line}</ReversalLine> : null}
                    <Actions>
                      <Button
                        size="sm"
                        variant="secondary"
                        icon={<ChartLine size={16} aria-hidden="true" />}
                        aria-label={`View evidence of the breach of ${name}`}
                        onClick={() => setToView(breach)}
                      >
                        View evidence
                      </Button>
                      <Button
                        size="sm"
                        icon={<CheckCircle2 size={16} aria-hidden="true" />}
                        aria-label={`Resolve breach of ${name}`}
                        onClick={() => setToResolve(breach)}
                      >
                        Resolve
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={<Trash2 size={16} aria-hidden="true" />}
                        aria-label={`Delete breach of ${name}`}
                        onClick={() => setToDelete(breach)}
                      >
                        Delete
                      </Button>
                      {reversal.canRequest ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<Undo2 size={16} aria-hidden="true" />}
                          aria-label={`Request reversal of the breach of ${name}`}
                          onClick={() => setToRequestReversal(breach)}
                        >
                          {REVERSAL_TEXTS.request}
                        </Button>
                      ) : null}
                      {reversal.canApprove ? (
                        <Button
                          size="sm"
                          icon={<UserCheck size={16} aria-hidden="true" />}
                          aria-label={`Approve reversal of the breach of ${name}`}
                          aria-describedby={reversal.approveBlocked ? blockedId : undefined}
                          disabled={reversal.approveBlocked !== null}
                          onClick={() => setToApproveReversal(breach)}
                        >
                          {REVERSAL_TEXTS.approve}
                        </Button>
                      ) : null}
                      {reversal.approveBlocked ? <Hint id={blockedId}>{reversal.approveBlocked}</Hint> : null}
                    </Actions>
                  </BreachItem>
                );
              })}
            </StackedList>
          ) : (
            <EmptyState
              icon={<ShieldCheck size={28} />}
              title="No active breaches"
              description="Accounts that reach the 5% maximum drawdown appear here within a second."
            />
          )}
        </CardContent>
        <BreachEvidenceDialog
          breach={toView}
          mt5Label={toView ? mt5Label(toView.mt5AccountId) : ''}
          currency={toView ? currencyOf(toView.mt5AccountId) : 'USD'}
          onClose={() => setToView(null)}
        />
        <ResolveBreachDialog breach={toResolve} onClose={() => setToResolve(null)} />
        <RequestReversalDialog breach={toRequestReversal} onClose={() => setToRequestReversal(null)} />
        <ApproveReversalDialog breach={toApproveReversal} onClose={() => setToApproveReversal(null)} />
        <ConfirmDialog
          open={toDelete !== null}
          onCancel={() => setToDelete(null)}
          onConfirm={() => void onDelete()}
          title="Delete breach?"
          description={
            toDelete
              ? `This removes the breach of ${traderName(toDelete)} (MT5 ${toDelete.mt5AccountId}) from the active list.`
              : ''
          }
          confirmLabel="Delete breach"
          loading={deleting}
          loadingText="Deleting..."
        />
      </Card>
    </>
  );
}

/** Framed in red: each entry here is an account past its drawdown limit. */
const BreachItem = styled(StackedItem)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const ReversalLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0;
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
