import { type Endpoint, urlOf } from '@prop/contracts/endpoints/define';
import { type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Download } from 'lucide-react';
import styled from 'styled-components';

/**
 * An admin list route's URL as a CSV download: the same filters as the table on screen, plus
 * `format=csv`; the server writes every matching row, not one page.
 */
export function csvUrl(endpoint: Endpoint, filters: Record<string, string | undefined> = {}): string {
  return urlOf(endpoint, {}, { ...filters, format: 'csv' });
}

export interface DownloadCsvLinkProps {
  /** The list route's URL with the table's current filters and `format=csv` (`csvUrl`). */
  href: string;
  /** What is downloaded, for screen readers: 'users', 'withdrawal requests'. */
  what: string;
}

/**
 * "Download CSV": a plain link, so the browser streams the file to disk itself (the session cookie
 * goes with it) and the server writes every row matching the filters on screen.
 */
export function DownloadCsvLink({ href, what }: DownloadCsvLinkProps) {
  return (
    <Anchor href={href} download aria-label={`Download CSV of ${what}`} $variant="secondary" $size="sm">
      <Download size={14} aria-hidden="true" />
      Download CSV
    </Anchor>
  );
}

const Anchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A table's filters with its Download CSV link beside them, wrapping under each other on a phone. */
export const TableTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
