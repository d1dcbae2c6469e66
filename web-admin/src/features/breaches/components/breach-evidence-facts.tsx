import type { BreachEvidence } from '@prop/contracts/breach';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAdmin } from '../../../shared/api/get-admin.ts';
import { formatEuro, formatMoney } from '@prop/contracts/money';
import { formatLocal, formatUtc } from '../utils/breach-times.ts';
import { ruleLabel } from '../utils/evidence-chart.ts';
import { resolverLabel } from '../utils/resolver-label.ts';

export interface BreachEvidenceFactsProps {
  evidence: BreachEvidence;
  /** The MT5 account as the panel names it (name · login), else its id. */
  mt5Label: string;
  currency: string;
}

/** The figures behind a breach as the risk service recorded them when the rule broke. */
export function BreachEvidenceFacts({ evidence, mt5Label, currency }: BreachEvidenceFactsProps) {
  const { data: admin } = useAdmin();
  const money = (amount: number) => formatMoney(amount, currency);
  const breachedAt = evidence.trigger.at;
  return (
    <Facts>
      <Fact term="MT5 account">{mt5Label}</Fact>
      <Fact term="Rule">{ruleLabel(evidence.rule)}</Fact>
      <Fact term="Breach percentage">{evidence.breachPercentage.toFixed(2)}%</Fact>
      <Fact term="Initial deposit">{formatEuro(evidence.initialDeposit)}</Fact>
      {evidence.dayStartValue !== null ? <Fact term="Start of day">{money(evidence.dayStartValue)}</Fact> : null}
      <Fact term="Breach level">{money(evidence.breachEquity)}</Fact>
      <Fact term="Equity at breach">{money(evidence.trigger.equity)}</Fact>
      <Fact term="Balance at breach">{money(evidence.trigger.balance)}</Fact>
      <Fact term="Breached at (UTC)">
        <time dateTime={breachedAt}>{formatUtc(breachedAt)}</time>
      </Fact>
      <Fact term="Breached at (local)">
        <time dateTime={breachedAt}>{formatLocal(breachedAt)}</time>
      </Fact>
      {evidence.resolvedBy ? (
        <>
          <Fact term="Resolved by">{resolverLabel(evidence.resolvedBy, admin)}</Fact>
          {evidence.resolvedAt ? (
            <Fact term="Resolved at (UTC)">
              <time dateTime={evidence.resolvedAt}>{formatUtc(evidence.resolvedAt)}</time>
            </Fact>
          ) : null}
          <Fact term="Notes" wide>
            {evidence.adminNotes || 'No notes'}
          </Fact>
        </>
      ) : null}
    </Facts>
  );
}

function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <FactItem $wide={wide}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </FactItem>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const FactItem = styled.div<{ $wide: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
