import { CopyButton } from '@prop/ui/copy-button';
import styled from 'styled-components';

/** The reference the trader quotes on the bank transfer, large and copyable. */
export function TransactionReference({ reference }: { reference: string }) {
  return (
    <Box role="group" aria-label="Transaction reference">
      <div>
        <Label>Your transaction reference</Label>
        <Code>{reference}</Code>
        <Hint>Quote it exactly with your bank transfer so we can match your payment.</Hint>
      </div>
      <CopyButton text={reference} what="reference" />
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Code = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
