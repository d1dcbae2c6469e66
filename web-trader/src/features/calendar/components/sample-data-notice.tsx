import { Info } from 'lucide-react';
import styled from 'styled-components';

/** Said whenever demo events are listed, so nobody trades on them. */
export function SampleDataNotice() {
  return (
    <Notice role="note">
      <Info size={18} aria-hidden="true" />
      <p>
        <strong>Sample data.</strong> These events are a demonstration week, not a live feed; figures and times are
        illustrative.
      </p>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & svg { flex-shrink: 0; margin-top: 2px; color: ${({ theme }) => theme.colors.info}; }
`;
