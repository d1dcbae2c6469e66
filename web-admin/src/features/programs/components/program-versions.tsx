import type { Program } from '@prop/contracts/program';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { ProgramPhases } from './program-phases.tsx';

/** The versions before the latest, newest first; each opens to show its phases and rules. */
export function ProgramVersions({ versions }: { versions: Program[] }) {
  if (versions.length === 0) return <Muted>No earlier versions.</Muted>;
  return (
    <List aria-label="Earlier versions">
      {versions.map((version) => (
        <li key={version.version} data-version={version.version}>
          <details>
            <summary>
              Version {version.version} · created {formatDateTime(version.createdAt)}
            </summary>
            <Body>
              <ProgramPhases phases={version.phases} />
            </Body>
          </details>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
