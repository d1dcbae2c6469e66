import { Details } from '../../../components/details-list.tsx';
import { paymentLines } from '../utils/payment-lines.ts';

/** Where the trader asked to be paid: `details` as the request carries them, an object or JSON text. */
export function PaymentDetailsList({ details, label }: { details: unknown; label?: string }) {
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
