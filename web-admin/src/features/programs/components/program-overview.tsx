import type { Program } from '@prop/contracts/program';
import { Details } from '../../../components/details-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { REVIEW_LABELS, sizeLine } from '../utils/program-summary.ts';
import { ProgramActiveBadge } from './program-active-badge.tsx';

/** A version's figures besides its phases: id, version, sizes, share, review, sale status. */
export function ProgramOverview({ program }: { program: Program }) {
  return (
    <Details aria-label="Program">
      <div>
        <dt>Id</dt>
        <dd>
          <code>{program.id}</code>
        </dd>
      </div>
      <div>
        <dt>Version</dt>
        <dd>
          {program.version} · created {formatDateTime(program.createdAt)}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <ProgramActiveBadge active={program.active} />
        </dd>
      </div>
      <div>
        <dt>Profit share</dt>
        <dd>{program.profitSharePercent}%</dd>
      </div>
      <div>
        <dt>Review</dt>
        <dd>{REVIEW_LABELS[program.review]}</dd>
      </div>
      <div>
        <dt>Sizes and prices</dt>
        <dd>
          {program.sizes.map((size) => (
            <div key={size.amount}>{sizeLine(size)}</div>
          ))}
        </dd>
      </div>
    </Details>
  );
}
