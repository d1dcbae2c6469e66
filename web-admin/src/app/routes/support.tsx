import type { AdminTicket } from '@prop/contracts/support';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useSupportTickets } from '../../features/support/api/get-support-tickets.ts';
import { useTicketLiveUpdates } from '../../features/support/api/use-ticket-live-updates.ts';
import { CloseTicketDialog } from '../../features/support/components/close-ticket-dialog.tsx';
import { EditTicketDialog } from '../../features/support/components/edit-ticket-dialog.tsx';
import { TicketCard } from '../../features/support/components/ticket-card.tsx';
import { TicketCounts } from '../../features/support/components/ticket-counts.tsx';
import { csvUrl, DownloadCsvLink } from '../../components/download-csv-link.tsx';
import { supportEndpoints } from '@prop/contracts/endpoints/support';

/** /admin/support: counts by status and every ticket not closed, kept live, with reply, edit and close. */
export function SupportRoute() {
  const { data, error, isLoading, mutate } = useSupportTickets();
  const [editing, setEditing] = useState<AdminTicket | null>(null);
  const [closing, setClosing] = useState<AdminTicket | null>(null);
  useTicketLiveUpdates();

  return (
    <Page>
      <title>Support · Admin</title>
      <PageHeader
        title="Support Tickets"
        subtitle="Answer traders' support requests. We promise a response within 24 hours."
      />
      <TicketCounts counts={data?.counts} />
      <Card aria-labelledby="active-tickets-title">
        <CardHeader>
          <div>
            <CardTitle id="active-tickets-title">Active Tickets</CardTitle>
            <CardDescription>Newest first · closed tickets leave this list · live</CardDescription>
          </div>
          <DownloadCsvLink href={csvUrl(supportEndpoints.getAdminSupportTickets)} what="the active tickets" />
        </CardHeader>
        <CardContent>
          {isLoading && !data ? (
            <LoadingBlock label="Loading tickets..." />
          ) : data && data.tickets.length > 0 ? (
            <List aria-label="Active tickets">
              {data.tickets.map((ticket) => (
                <TicketCard key={ticket.id} ticket={ticket} onEdit={setEditing} onClose={setClosing} />
              ))}
            </List>
          ) : data ? (
            <EmptyState
              icon={<Inbox size={28} />}
              title="No active tickets"
              description="New tickets from traders appear here as soon as they are filed."
            />
          ) : (
            <LoadError
              title="Could not load tickets"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
      <EditTicketDialog ticket={editing} onClose={() => setEditing(null)} />
      <CloseTicketDialog ticket={closing} onDone={() => setClosing(null)} />
    </Page>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
