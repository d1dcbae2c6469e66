import { Card } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { Page, PageHeader } from '@prop/ui/page';
import { Construction } from 'lucide-react';

export type ComingSoonPageProps = {
  title: string;
  subtitle?: string;
  /** What the page will offer. */
  text: string;
};

/** The frame of a trader page whose feature is still being built. */
export function ComingSoonPage({ title, subtitle, text }: ComingSoonPageProps) {
  return (
    <Page>
      <title>{`${title} · Funded Trader`}</title>
      <PageHeader title={title} subtitle={subtitle} />
      <Card>
        <EmptyState icon={<Construction size={32} />} title="Coming soon" description={text} />
      </Card>
    </Page>
  );
}
