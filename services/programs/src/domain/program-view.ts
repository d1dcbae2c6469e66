import type { Program } from '@prop/contracts/program';
import type { ProgramVersionRow } from '../db/types.ts';

/** A stored version as the API and the events show it. */
export function programOf(row: ProgramVersionRow): Program {
  return {
    id: row.program_id,
    name: row.name,
    description: row.description,
    version: row.version,
    phases: row.phases,
    sizes: row.sizes,
    profitSharePercent: Number(row.profit_share_percent),
    review: row.review,
    active: row.active,
    createdAt: row.created_at.toISOString(),
  };
}
