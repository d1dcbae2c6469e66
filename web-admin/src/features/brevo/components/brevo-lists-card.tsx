import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta } from '@prop/ui/stacked-list';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow } from '@prop/ui/table';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import { List } from 'lucide-react';
import type { EmailList } from '@prop/contracts/marketing';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useBrevoLists } from '../api/get-brevo-lists.ts';
import { isNotConfigured } from '../api/not-configured.ts';

/** Every list of the Brevo account with its subscribers. */
export function BrevoListsCard() {
  const { data: lists, error, isLoading, mutate } = useBrevoLists();

  return (
    <Card aria-labelledby="brevo-lists-title">
      <CardHeader>
        <div>
          <CardTitle id="brevo-lists-title">Lists</CardTitle>
          <CardDescription>The contact lists of the Brevo account.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingBlock label="Loading lists..." />
        ) : lists && lists.length > 0 ? (
          <BrevoListsTable lists={lists} />
        ) : (
          <EmptyState
            icon={<List size={28} />}
            title={isNotConfigured(error) ? ADMIN_TOASTS.brevoNotConfiguredTitle : ADMIN_TOASTS.brevoListError}
            description={isNotConfigured(error) ? ADMIN_TOASTS.brevoNotConfigured : undefined}
            action={
              error && !isNotConfigured(error) ? (
                <Button variant="secondary" size="sm" onClick={() => void mutate()}>
                  Try again
                </Button>
              ) : undefined
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The lists with their ids and subscriber counts: a table, or a card each on phones. */
function BrevoListsTable({ lists }: { lists: EmailList[] }) {
  const isMobile = useIsMobile();
  if (isMobile) return <BrevoListCards lists={lists} />;
  return (
    <TableContainer aria-label="Brevo lists">
      <Table>
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Name</TableHeader>
            <TableHeader scope="col">ID</TableHeader>
            <TableHeader scope="col">Subscribers</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {lists.map((list) => (
            <TableRow key={list.id}>
              <TableCell>{list.name}</TableCell>
              <TableCell>{list.id}</TableCell>
              <TableCell>{list.totalSubscribers.toLocaleString('en-US')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function BrevoListCards({ lists }: { lists: EmailList[] }) {
  return (
    <StackedList aria-label="Brevo lists">
      {lists.map((list) => (
        <StackedItem key={list.id} aria-label={list.name}>
          <strong>{list.name}</strong>
          <StackedMeta>
            ID {list.id} · Subscribers {list.totalSubscribers.toLocaleString('en-US')}
          </StackedMeta>
        </StackedItem>
      ))}
    </StackedList>
  );
}
