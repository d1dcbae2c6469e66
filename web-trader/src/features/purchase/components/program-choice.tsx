import { focusRing } from '@prop/ui/theme';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import type { ProgramOffer } from '../utils/program-offers.ts';
import { tabIndexAfterKey } from '../utils/tab-keys.ts';

export interface ProgramChoiceProps {
  programs: readonly ProgramOffer[];
  selectedId: string;
  onSelect: (programId: string) => void;
  disabled?: boolean;
  /** The chosen program's tiers. */
  children: ReactNode;
}

const PANEL_ID = 'program-tiers';
const tabId = (programId: string) => `program-tab-${programId}`;
/** The program's name alone, which names the tiers' panel. */
const nameId = (programId: string) => `${tabId(programId)}-name`;

/**
 * The programs on sale as tabs above the tiers, each tab showing its program's tiers below. Tabs rather
 * than radios: the tier cards stay the screen's one radio group. With a single program there is nothing
 * to choose and only its tiers are shown.
 */
export function ProgramChoice({ programs, selectedId, onSelect, disabled = false, children }: ProgramChoiceProps) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const choosing = programs.length > 1;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabIndexAfterKey(event.key, index, programs.length);
    const program = next === null ? undefined : programs[next];
    if (!program) return;
    event.preventDefault();
    onSelect(program.id);
    tabs.current.get(program.id)?.focus();
  };

  // One tree whether or not there is a choice, so the tiers (and a focused tier) stay put when the catalogue arrives.
  return (
    <Section>
      {choosing ? (
        <div>
          <Heading id="program-choice-title">Choose your program</Heading>
          <Tabs role="tablist" aria-labelledby="program-choice-title">
            {programs.map((program, index) => {
              const selected = program.id === selectedId;
              return (
                <Tab
                  key={program.id}
                  ref={(element) => {
                    if (element) tabs.current.set(program.id, element);
                    else tabs.current.delete(program.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(program.id)}
                  // Named by all it shows (WCAG 2.5.3, label in name): a shorter label would hide the rest.
                  aria-selected={selected}
                  aria-controls={PANEL_ID}
                  tabIndex={selected ? 0 : -1}
                  disabled={disabled}
                  onClick={() => onSelect(program.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <Name id={nameId(program.id)}>{program.name}</Name>
                  <Description>{program.description}</Description>
                  <From>{program.fromText}</From>
                </Tab>
              );
            })}
          </Tabs>
        </div>
      ) : null}
      <div id={PANEL_ID} {...(choosing ? { role: 'tabpanel', 'aria-labelledby': nameId(selectedId) } : {})}>
        {children}
      </div>
    </Section>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Tabs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

/** A card like the tier cards: ringed and raised while its program is the one shown. */
const Tab = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  &:focus-visible { ${focusRing} }
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.info};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:disabled { cursor: not-allowed; opacity: 0.7; }
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const From = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
