import { Page, PageHeader } from '@prop/ui/page';
import { EDUCATION_VIDEOS } from '../../features/education/data/education-videos.ts';
import { EducationLibrary } from '../../features/education/components/education-library.tsx';
import { EducationStats } from '../../features/education/components/education-stats.tsx';

/** Trading Education (docs/product-rules.md §2): a hard-coded video library, so the page makes no server calls. */
export function EducationRoute() {
  return (
    <Page>
      <title>Trading Education · Funded Trader</title>
      <PageHeader title="Trading Education" subtitle="Learn from professional traders and improve your skills" />
      <EducationStats videos={EDUCATION_VIDEOS} />
      <EducationLibrary videos={EDUCATION_VIDEOS} />
    </Page>
  );
}
