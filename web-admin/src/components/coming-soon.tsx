import { Card, CardContent } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { Page, PageHeader } from '@prop/ui/page';
import type { ReactNode } from 'react';

export interface ComingSoonProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** What the screen will do, shown in the empty state. */
  description: string;
  before?: ReactNode;
}

/** The frame of an admin screen whose capability lands in a later release. */
export function ComingSoon({ title, subtitle, icon, description, before }: ComingSoonProps) {
  return (
    <Page>
      <title>{`${title} · Admin`}</title>
      <PageHeader title={title} subtitle={subtitle} before={before} />
      <Card>
        <CardContent>
          <EmptyState icon={icon} title="Coming soon" description={description} />
        </CardContent>
      </Card>
    </Page>
  );
}
