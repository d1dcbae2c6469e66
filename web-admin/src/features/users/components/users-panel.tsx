import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { AdminUser } from '@prop/contracts/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { Input } from '@prop/ui/input';
import { LoadingBlock } from '@prop/ui/spinner';
import { VisuallyHidden } from '@prop/ui/visually-hidden';
import { errorText } from '@prop/web-client/api-fetch';
import { Search, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { csvUrl, DownloadCsvLink, TableTools } from '../../../components/download-csv-link.tsx';
import { useCanCall } from '../../../shared/api/get-admin.ts';
import { useUsers } from '../../../shared/api/get-users.ts';
import { useUserLiveUpdates } from '../api/use-user-live-updates.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserRow } from './user-row.tsx';

export interface UsersPanelProps {
  /** Per-user actions from other features (KYC decisions), rendered in each row. */
  renderActions?: (user: AdminUser) => ReactNode;
}

/** The searchable user list: search by email, first or last name; the list scrolls inside the card. */
export function UsersPanel({ renderActions }: UsersPanelProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const { data: users, error, isLoading, isValidating, mutate } = useUsers(term);
  useUserLiveUpdates();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const searchId = useId();
  const can = useCanCall();
  const withDetails = can(identityEndpoints.getAdminUserById);
  const onDelete = can(identityEndpoints.deleteAdminUserById) ? setToDelete : undefined;

  return (
    <Card aria-labelledby={`${searchId}-title`}>
      <CardHeader>
        <div>
          <CardTitle id={`${searchId}-title`}>Users</CardTitle>
          <CardDescription>
            {users
              ? `${users.length} ${users.length === 1 ? 'user' : 'users'}${term ? ' found' : ''}`
              : 'All registered traders'}
          </CardDescription>
        </div>
        <TableTools>
          <SearchBox>
            <VisuallyHidden as="label" htmlFor={searchId}>
              Search users
            </VisuallyHidden>
            <Search size={16} aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by email, first or last name"
              autoComplete="off"
            />
          </SearchBox>
          <DownloadCsvLink
            href={csvUrl(identityEndpoints.getAdminUsers, { search: term || undefined })}
            what={term ? 'the users found' : 'all users'}
          />
        </TableTools>
      </CardHeader>
      <CardContent>
        {isLoading && !users ? (
          <LoadingBlock label="Loading users..." />
        ) : error && !users ? (
          <LoadError
            title="Could not load users"
            description={errorText(error, 'The server did not answer.')}
            onRetry={() => void mutate()}
          />
        ) : users && users.length > 0 ? (
          <List aria-label="Users" aria-busy={isValidating || undefined}>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                actions={renderActions?.(user)}
                withDetails={withDetails}
                onDelete={onDelete}
              />
            ))}
          </List>
        ) : (
          <EmptyState
            icon={<Users size={28} />}
            title={term ? 'No users match your search' : 'No users yet'}
            description={term ? `Nothing found for “${term}”.` : 'Registered traders will appear here.'}
          />
        )}
      </CardContent>
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 240px;
  max-width: 360px;
  & > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space.md};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  & > input { padding-left: 36px; }
`;

const List = styled.ul`
  max-height: 560px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
