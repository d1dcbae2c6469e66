import type { Program } from '@prop/contracts/program';
import { type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import {
  TableBody,
  TableCell,
  TableContainer,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  WideTable,
} from '@prop/ui/table';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import { VisuallyHidden } from '@prop/ui/visually-hidden';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { phasesLine, REVIEW_LABELS, sizeLine } from '../utils/program-summary.ts';
import { ProgramActiveBadge } from './program-active-badge.tsx';

const EMPTY = 'No programs yet.';

/** Every program at its latest version, each opening its details. */
export function ProgramsTable({ programs }: { programs: Program[] }) {
  const isMobile = useIsMobile();
  const open = (program: Program) => (
    <OpenLink
      to={paths.program.getHref(program.id)}
      $variant="secondary"
      $size="sm"
      aria-label={`Open ${program.name}`}
    >
      Open
    </OpenLink>
  );
  if (isMobile) {
    if (programs.length === 0) return <Empty>{EMPTY}</Empty>;
    return (
      <StackedList aria-label="Programs">
        {programs.map((program) => (
          <StackedItem key={program.id} data-program-id={program.id}>
            <StackedRow $align="flex-start">
              <strong>{program.name}</strong>
              <ProgramActiveBadge active={program.active} />
            </StackedRow>
            <StackedMeta>
              <Mono>{program.id}</Mono> · version {program.version} · {phasesLine(program)}
            </StackedMeta>
            <StackedMeta>{program.sizes.map(sizeLine).join(' · ')}</StackedMeta>
            <StackedMeta>
              {program.profitSharePercent}% profit share · {REVIEW_LABELS[program.review]} review
            </StackedMeta>
            {open(program)}
          </StackedItem>
        ))}
      </StackedList>
    );
  }
  return (
    <TableContainer aria-label="Programs">
      <WideTable $minWidth="900px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Program</TableHeader>
            <TableHeader scope="col">Version</TableHeader>
            <TableHeader scope="col">Phases</TableHeader>
            <TableHeader scope="col">Sizes and prices</TableHeader>
            <TableHeader scope="col">Profit share</TableHeader>
            <TableHeader scope="col">Review</TableHeader>
            <TableHeader scope="col">Status</TableHeader>
            <TableHeader scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {programs.length === 0 ? (
            <TableEmptyRow colSpan={8}>{EMPTY}</TableEmptyRow>
          ) : (
            programs.map((program) => (
              <TableRow key={program.id} data-program-id={program.id}>
                <TableCell>
                  <Named>
                    <strong>{program.name}</strong>
                    <Mono>{program.id}</Mono>
                  </Named>
                </TableCell>
                <TableCell>{program.version}</TableCell>
                <TableCell>{phasesLine(program)}</TableCell>
                <TableCell>
                  <Sizes>
                    {program.sizes.map((size) => (
                      <li key={size.amount}>{sizeLine(size)}</li>
                    ))}
                  </Sizes>
                </TableCell>
                <TableCell>{program.profitSharePercent}%</TableCell>
                <TableCell>{REVIEW_LABELS[program.review]}</TableCell>
                <TableCell>
                  <ProgramActiveBadge active={program.active} />
                </TableCell>
                <TableCell>{open(program)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

const OpenLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Named = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Sizes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
