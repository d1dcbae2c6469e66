import styled from 'styled-components';

/** How far a sync has come: `done` of `total` users, as a labelled progress bar. */
export function SyncProgressBar({ done, total, running }: { done: number; total: number; running: boolean }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  return (
    <Track
      role="progressbar"
      aria-label="Sync progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} users`}
    >
      <Fill style={{ width: `${percent}%` }} $running={running} />
    </Track>
  );
}

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Fill = styled.div<{ $running: boolean }>`
  height: 100%;
  background: ${({ theme, $running }) => ($running ? theme.colors.primary : theme.colors.successSolid)};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.transitions.normal};
`;
