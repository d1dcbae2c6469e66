import { STAFF_ROLE_MESSAGES } from '@prop/contracts/staff-roles';
import { Card, CardContent } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { Page, PageHeader } from '@prop/ui/page';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';

/**
 * A screen the admin's roles do not open (a bookmark, a link from a colleague, or roles that just
 * changed): said plainly instead of a screen of refused calls.
 */
export function NotAvailable({ section }: { section: string }) {
  return (
    <Page>
      <title>{`${section} · Admin`}</title>
      <PageHeader title={section} />
      <Card>
        <CardContent>
          <EmptyState
            icon={<Lock size={32} />}
            title={STAFF_ROLE_MESSAGES.unavailable}
            description="This section is not part of your roles. An owner can change your roles if you need it."
            action={<Link to={paths.dashboard.getHref()}>Go to the dashboard</Link>}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
