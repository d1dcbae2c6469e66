import type { BankTransfer } from '@prop/contracts/purchase';
import styled from 'styled-components';
import { formatExactEuro } from '../utils/euro.ts';

/** Where and how much to transfer, with the reference to quote. */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const lines = [
    ['Beneficiary', transfer.beneficiary],
    ['IBAN', transfer.iban],
    ['BIC', transfer.bic],
    ['Amount', formatExactEuro(transfer.amount)],
    ['Reference', transfer.reference],
  ] as const;
  return (
    <List aria-label="Bank transfer details">
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(90px, 140px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;
