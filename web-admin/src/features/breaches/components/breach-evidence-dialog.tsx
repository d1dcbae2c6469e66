import type { DrawdownBreach } from '@prop/contracts/breach';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { lazy, Suspense } from 'react';
import { useBreachEvidence } from '../api/get-breach-evidence.ts';
import { BreachEvidenceFacts } from './breach-evidence-facts.tsx';

// recharts is most of this dialog's weight; it loads when an admin first opens evidence, not with the dashboard.
const BreachEvidenceChart = lazy(() =>
  import('./breach-evidence-chart.tsx').then((module) => ({ default: module.BreachEvidenceChart })),
);

export interface BreachEvidenceDialogProps {
  /** The breach whose evidence to show; the dialog is open while set. */
  breach: DrawdownBreach | null;
  /** The MT5 account as the panel names it, else its id. */
  mt5Label: string;
  currency: string;
  onClose: () => void;
}

/**
 * What the risk service recorded when a breach fired: the figures and the equity around it.
 * Fetched when opened; the trader's name and email come from the panel's row, which has them.
 */
export function BreachEvidenceDialog({ breach, mt5Label, currency, onClose }: BreachEvidenceDialogProps) {
  const { data: evidence, error, mutate } = useBreachEvidence(breach?.id ?? null);
  const name = breach ? `${breach.userFirstName} ${breach.userLastName}`.trim() : '';
  return (
    <Dialog
      open={breach !== null}
      onClose={onClose}
      size="lg"
      title="Breach evidence"
      description={breach ? [name, breach.userEmail].filter(Boolean).join(' · ') : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {evidence ? (
        <>
          <BreachEvidenceFacts evidence={evidence} mt5Label={mt5Label} currency={currency} />
          <Suspense fallback={<LoadingBlock label="Loading chart..." />}>
            <BreachEvidenceChart evidence={evidence} currency={currency} traderName={name} />
          </Suspense>
        </>
      ) : error ? (
        <LoadError
          title="Could not load the evidence"
          description={errorText(error, 'The server did not answer as expected.')}
          onRetry={() => void mutate()}
        />
      ) : (
        <LoadingBlock label="Loading evidence..." />
      )}
    </Dialog>
  );
}
