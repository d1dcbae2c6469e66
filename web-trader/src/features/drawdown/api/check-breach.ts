import { urlOf } from '@prop/contracts/endpoints/define';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import type { BreachCheckResult, breachCheckSchema } from '@prop/contracts/breach';
import { apiRequest } from '@prop/web-client/api-fetch';
import type { z } from 'zod';

export type BreachCheckInput = z.input<typeof breachCheckSchema>;

/** POST /api/drawdown-breach/check: the browser's hint; the risk service re-checks it. */
export function checkBreach(input: BreachCheckInput): Promise<BreachCheckResult> {
  return apiRequest<BreachCheckResult>(
    riskEndpoints.postDrawdownBreachCheck.method,
    urlOf(riskEndpoints.postDrawdownBreachCheck),
    input,
  );
}

/** Accounts already reported this page session: the check fires once per account. */
const reported = new Set<string>();

/** Fires the breach check once per account; failures are only logged (docs/product-rules.md §7). */
export function reportBreachOnce(input: BreachCheckInput): void {
  if (reported.has(input.accountId)) return;
  reported.add(input.accountId);
  checkBreach(input).catch((error: unknown) => {
    console.error('Drawdown breach check failed', error);
  });
}
