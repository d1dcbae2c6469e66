import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { AccountsContext } from '../context.ts';
import type { AccountsDb } from '../db/types.ts';
import { onBreachDetected } from './on-breach-detected.ts';
import { onPurchaseApproved } from './on-purchase-approved.ts';
import { onUserDeleted } from './on-user-deleted.ts';

/** The events accounts reacts to, each by a durable, idempotent consumer. Returns the function that stops them. */
export async function startConsumers(
  deps: ServiceDeps<AccountsDb>,
  ctx: AccountsContext,
): Promise<() => Promise<void>> {
  const common = {
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    // Each handler writes its events in the event's transaction; they go out once it committed.
    onCommitted: ctx.publishSoon,
  };
  const stops = await Promise.all([
    startConsumer({
      ...common,
      stream: 'billing',
      durable: 'accounts-purchase-approved',
      subject: 'billing.purchase.approved',
      handle: onPurchaseApproved(ctx, deps.log),
    }),
    startConsumer({
      ...common,
      stream: 'risk',
      durable: 'accounts-breach-detected',
      subject: 'risk.breach.detected',
      handle: onBreachDetected(deps.log),
    }),
    startConsumer({
      ...common,
      stream: 'identity',
      durable: 'accounts-user-deleted',
      subject: 'identity.user.deleted',
      handle: onUserDeleted(ctx, deps.log),
    }),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
