import { Button } from '@prop/ui/button';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const COPIED_FOR_MS = 2000;

/** The reference the trader quotes on the bank transfer, large and copyable. */
export function TransactionReference({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // The clipboard exists only in secure contexts; the reference stays selectable text without it.
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  const copy = () => {
    void navigator.clipboard.writeText(reference).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Box role="group" aria-label="Transaction reference">
      <div>
        <Label>Your transaction reference</Label>
        <Code>{reference}</Code>
        <Hint>Quote it exactly with your bank transfer so we can match your payment.</Hint>
      </div>
      {canCopy ? (
        <Button
          variant="secondary"
          size="sm"
          icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          onClick={copy}
          aria-label={copied ? 'Reference copied' : 'Copy reference'}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      ) : null}
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
