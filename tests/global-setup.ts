import { anchorJetStreamStore } from '../packages/service-kit/src/testing/store-anchor.ts';
import { TEST_NATS_URL } from '../packages/service-kit/src/testing/namespace.ts';

/** Runs once before the unit and integration files, and its return once after them all. */
export default function setup(): Promise<() => Promise<void>> {
  return anchorJetStreamStore(TEST_NATS_URL);
}
