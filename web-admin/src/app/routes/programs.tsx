import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '../../components/back-link.tsx';
import { paths } from '../../config/paths.ts';
import { useAdminPrograms } from '../../features/programs/api/get-programs.ts';
import { ProgramEditorDialog } from '../../features/programs/components/program-editor-dialog.tsx';
import { ProgramsTable } from '../../features/programs/components/programs-table.tsx';

/** /admin/programs: every program at its latest version, and "New program". */
export function ProgramsRoute() {
  const { data: programs, error, isLoading, mutate } = useAdminPrograms();
  const [creating, setCreating] = useState(false);

  return (
    <Page>
      <title>Programs · Admin</title>
      <PageHeader
        before={<BackLink to={paths.dashboard.getHref()}>Back to dashboard</BackLink>}
        title="Programs"
        subtitle="What traders buy: phases, their rules, sizes and prices. Editing a program makes a new version."
        actions={
          <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
            New program
          </Button>
        }
      />
      <Card aria-labelledby="programs-title">
        <CardHeader>
          <div>
            <CardTitle id="programs-title">All Programs</CardTitle>
            <CardDescription>Each at its latest version · inactive programs are not for sale</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading programs..." />
          ) : programs ? (
            <ProgramsTable programs={programs} />
          ) : (
            <LoadError
              title="Could not load programs"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
      <ProgramEditorDialog open={creating} editing={null} onClose={() => setCreating(false)} />
    </Page>
  );
}
