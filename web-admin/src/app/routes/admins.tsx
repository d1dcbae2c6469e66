import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useAdmins } from '../../features/admins/api/get-admins.ts';
import { AdminsList } from '../../features/admins/components/admins-list.tsx';
import { InviteAdminForm } from '../../features/admins/components/invite-admin-form.tsx';
import { useAdmin } from '../../shared/api/get-admin.ts';

/** /admin/admins: an owner invites admins, sets their roles, disables them or resets a second factor. */
export function AdminsRoute() {
  const { data: me } = useAdmin();
  const { data: admins, error, isLoading, mutate } = useAdmins();
  return (
    <Page>
      <title>Admins · Admin</title>
      <PageHeader
        title="Admins"
        subtitle="Who can sign in to the back office, with which roles. Every change here is in the audit log."
      />
      <InviteAdminForm />
      <Card>
        <CardHeader>
          <CardTitle>Admins</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading admins..." />
          ) : admins ? (
            <AdminsList admins={admins} currentAdminId={me?.id ?? ''} />
          ) : (
            <LoadError
              title="Could not load the admins"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
