import { requestDigest } from '@prop/service-kit/idempotency';
import type { Rule } from '@prop/contracts/rule-pack';

/** What a stored verdict was computed from: the rule with its parameters, the pack version and the rule's inputs. */
export interface VerdictInputs {
  rule: Rule;
  packVersion: number;
  inputs: unknown;
}

/**
 * The hash a stored verdict carries: sha256 over the canonical JSON (keys sorted) of its inputs,
 * the same digest idempotent requests use. Anyone holding the inputs can check the hash, then
 * re-run the rule on them and get the verdict back.
 */
export function verdictHash(inputs: VerdictInputs): string {
  return requestDigest(inputs);
}
