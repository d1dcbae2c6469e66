import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { StackedItem, StackedList, StackedRow } from '@prop/ui/stacked-list';
import type { ReactNode } from 'react';
import { fullName } from '../../../lib/format.ts';
import { TraderCell } from '../../../components/trader-cell.tsx';

export interface WithdrawalCardsProps {
  /** The name of the table the cards stand for on phones. */
  label: string;
  requests: WithdrawalRequest[];
  /** What sits beside the trader at the top of a card: an amount or a status. */
  aside: (request: WithdrawalRequest) => ReactNode;
  /** The rest of a card, under the trader. */
  details: (request: WithdrawalRequest) => ReactNode;
}

/**
 * Withdrawal requests as a list of cards, each headed by its trader. The list sits in a region named
 * like the table's, so the page has the same landmarks at every width.
 */
export function WithdrawalCards({ label, requests, aside, details }: WithdrawalCardsProps) {
  return (
    <section aria-label={label}>
      <StackedList>
        {requests.map((request) => (
          <StackedItem
            key={request.id}
            aria-label={request.user ? fullName(request.user) : 'Unknown trader'}
            data-withdrawal-id={request.id}
          >
            <StackedRow $align="flex-start">
              <TraderCell user={request.user} />
              {aside(request)}
            </StackedRow>
            {details(request)}
          </StackedItem>
        ))}
      </StackedList>
    </section>
  );
}
