import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow } from '@prop/ui/table';
import { List } from 'lucide-react';
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
