import { ComingSoonPage } from '../../components/coming-soon.tsx';

export function EducationRoute() {
  return (
    <ComingSoonPage
      title="Trading Education"
      subtitle="Learn from professional traders and improve your skills"
      text="Video lessons on trading basics, technical analysis, risk management and psychology are coming soon."
    />
  );
}
