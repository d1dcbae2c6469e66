import type { ReportSeries } from '@prop/contracts/reports';
import { type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { kpiCsvHref, type ReportRange } from '../api/get-kpis.ts';

export interface ReportCardProps {
  title: string;
  description: string;
  range: ReportRange;
  /** The series its CSV downloads. */
  series: ReportSeries;
  actions?: ReactNode;
  children: ReactNode;
}

/** A chart's card: title, what it shows, its own controls, and its data as a CSV download. */
export function ReportCard({ title, description, range, series, actions, children }: ReportCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <div>
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Actions>
          {actions}
          <CsvLink
            href={kpiCsvHref(range, series)}
            download
            $variant="secondary"
            $size="sm"
            aria-label={`Download CSV: ${title}`}
          >
            <Download size={14} aria-hidden="true" />
            Download CSV
          </CsvLink>
        </Actions>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const CsvLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
