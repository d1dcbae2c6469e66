import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { ApiError, errorText } from '@prop/web-client/api-fetch';
import { FileX, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link.tsx';
import { paths } from '../../config/paths.ts';
import { PROGRAM_MESSAGES } from '@prop/contracts/program';
import { useAdminProgram } from '../../features/programs/api/get-program.ts';
import { ProgramEditorDialog } from '../../features/programs/components/program-editor-dialog.tsx';
import { ProgramOverview } from '../../features/programs/components/program-overview.tsx';
import { ProgramPhases } from '../../features/programs/components/program-phases.tsx';
import { ProgramVersions } from '../../features/programs/components/program-versions.tsx';
import { earlierVersions } from '../../features/programs/utils/program-summary.ts';

/** /admin/programs/:programId: the latest version's phases and rules, the earlier versions, "Edit as new version". */
export function ProgramDetailsRoute() {
  const { programId = '' } = useParams();
  const { data: program, error, isLoading } = useAdminProgram(programId);
  const [editing, setEditing] = useState(false);
  const back = <BackLink to={paths.programs.getHref()}>Back to programs</BackLink>;

  if (isLoading) {
    return (
      <Page>
        {back}
        <LoadingBlock label="Loading program..." />
      </Page>
    );
  }

  if (!program) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Page>
        <title>Program not found · Admin</title>
        <PageHeader before={back} title="Program" />
        <Card>
          <CardContent>
            <EmptyState
              icon={<FileX size={32} />}
              title={notFound ? PROGRAM_MESSAGES.notFound : 'Could not load this program'}
              description={notFound ? 'No program has this id.' : errorText(error, 'The server did not answer.')}
            />
          </CardContent>
        </Card>
      </Page>
    );
  }

  const { latest } = program;
  return (
    <Page>
      <title>{`${latest.name} · Programs · Admin`}</title>
      <PageHeader
        before={back}
        title={latest.name}
        subtitle={latest.description}
        actions={
          <Button icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(true)}>
            Edit as new version
          </Button>
        }
      />
      <Card aria-labelledby="program-latest-title">
        <CardHeader>
          <div>
            <CardTitle id="program-latest-title">Version {latest.version}</CardTitle>
            <CardDescription>
              The version new accounts get. Editing makes version {latest.version + 1}; running accounts keep the
              version they started with.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <ProgramOverview program={latest} />
        </CardContent>
      </Card>
      <Card aria-labelledby="program-phases-title">
        <CardHeader>
          <div>
            <CardTitle id="program-phases-title">Phases and Rules</CardTitle>
            <CardDescription>In order; hard rules end the account, soft rules block passing or payout</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <ProgramPhases phases={latest.phases} />
        </CardContent>
      </Card>
      <Card aria-labelledby="program-versions-title">
        <CardHeader>
          <div>
            <CardTitle id="program-versions-title">Earlier Versions</CardTitle>
            <CardDescription>Newest first · accounts started under them still follow them</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <ProgramVersions versions={earlierVersions(program)} />
        </CardContent>
      </Card>
      <ProgramEditorDialog open={editing} editing={latest} onClose={() => setEditing(false)} />
    </Page>
  );
}
