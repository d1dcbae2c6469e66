import type { BankDetails } from '@prop/contracts/withdrawal';
import { Details } from '../../../components/details-list.tsx';
import { paymentLines } from '../utils/payment-lines.ts';

/** Where the trader asked to be paid. */
export function PaymentDetailsList({ details, label }: { details: BankDetails; label?: string }) {
  return (
    <Details aria-label={label}>
      {paymentLines(details).map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </Details>
  );
}
