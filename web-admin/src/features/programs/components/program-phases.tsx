import type { ProgramPhase } from '@prop/contracts/program';
import { Badge } from '@prop/ui/badge';
import styled from 'styled-components';
import { ruleLine } from '@prop/contracts/rule-words';

/** Each phase in order with its rules in words. */
export function ProgramPhases({ phases }: { phases: ProgramPhase[] }) {
  return (
    <Phases>
      {phases.map((phase, index) => (
        <Phase key={phase.rulePack.id} aria-label={`Phase ${index + 1}: ${phase.name}`}>
          <Heading>
            <h3>
              {index + 1}. {phase.name}
            </h3>
            <Badge tone={phase.kind === 'funded' ? 'success' : 'info'}>
              {phase.kind === 'funded' ? 'Funded' : 'Evaluation'}
            </Badge>
            <Pack>
              Rule pack {phase.rulePack.id} · version {phase.rulePack.version}
            </Pack>
          </Heading>
          {phase.rulePack.rules.length ? (
            <Rules>
              {phase.rulePack.rules.map((rule) => (
                <li key={rule.rule} data-rule={rule.rule}>
                  {ruleLine(rule)}
                </li>
              ))}
            </Rules>
          ) : (
            <Pack>No rules.</Pack>
          )}
        </Phase>
      ))}
    </Phases>
  );
}

const Phases = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Phase = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Pack = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
