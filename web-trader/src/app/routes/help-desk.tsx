import { Page, PageHeader } from '@prop/ui/page';
import styled from 'styled-components';
import { useTickets } from '../../features/support/api/get-tickets.ts';
import { useTicketLiveUpdates } from '../../features/support/api/use-ticket-live-updates.ts';
import { ContactOptions } from '../../features/support/components/contact-options.tsx';
import { OpenTickets } from '../../features/support/components/open-tickets.tsx';
import { PriorityLevels } from '../../features/support/components/priority-levels.tsx';
import { SupportRequest } from '../../features/support/components/support-request.tsx';
import { openTickets } from '../../features/support/utils/ticket-view.ts';

/** /help-desk: contact options, the support request form and the trader's open tickets, kept live. */
export function HelpDeskRoute() {
  const { data: tickets } = useTickets();
  useTicketLiveUpdates();
  const open = tickets ? openTickets(tickets) : [];
  return (
    <Page>
      <title>Help &amp; Support · Funded Trader</title>
      <PageHeader title="Help & Support Center" subtitle="We respond within 24 hours" />
      <Columns>
        <Side>
          <ContactOptions />
          <PriorityLevels />
        </Side>
        <SupportRequest />
      </Columns>
      {open.length > 0 ? <OpenTickets tickets={open} /> : null}
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
