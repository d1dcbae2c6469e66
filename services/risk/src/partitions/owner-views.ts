import { AppError, type ErrorCode } from '@prop/service-kit/errors';
import { subjectFor } from '@prop/service-kit/nats';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { RiskDb } from '../db/types.ts';
import type { RiskBook } from '../state/risk-book.ts';

/** Not under `risk.>`: a plain request to the replicas, kept by no stream. */
const VIEW_SUBJECT = 'risk-replicas.view';
/** Below the 3 s its callers (payouts, the gateway's proxy) wait, so they hear the 503. */
export const ASK_TIMEOUT_MS = 2000;

/** A trader's view computed from their account's live state: what the routes and payouts ask for. */
export type TraderView = (userId: string) => Promise<unknown>;

type Answer = { value: unknown } | { failure: { code: ErrorCode; message: string } };

/**
 * A trader's account lives on the replica owning its partition (docs/decisions/013), while the
 * gateway sends a request to any replica. A replica that does not hold the trader's account asks
 * the others: every replica hears the question, only the one holding the account answers, with the
 * same view (or the same refusal) it would give itself. A trader with no open account gets this
 * replica's own answer, as with one replica; one whose partition is moving, a 503.
 */
export class OwnerViews<TViews extends Record<string, TraderView>> {
  private readonly subject: string;

  constructor(
    private readonly deps: Pick<ServiceDeps<RiskDb>, 'nats' | 'config' | 'log'>,
    private readonly book: RiskBook,
    private readonly views: TViews,
    /** Whether the user has an open account at all (then some replica holds it, or soon will). */
    private readonly hasOpenAccount: (userId: string) => Promise<boolean>,
  ) {
    this.subject = subjectFor(deps.config.NAMESPACE, VIEW_SUBJECT);
  }

  /** Answers the others' questions about the accounts this replica holds. Returns the function that stops it. */
  listen(): () => void {
    const subscription = this.deps.nats.nc.subscribe(this.subject, {
      callback: (error, message) => {
        if (error) return;
        const { view, userId } = message.json<{ view: keyof TViews; userId: string }>();
        const answer = this.views[view];
        if (!answer || !this.book.forUser(userId)) return;
        void answerOf(() => answer(userId)).then((reply) => message.respond(JSON.stringify(reply)));
      },
    });
    return () => subscription.unsubscribe();
  }

  async ask<TView extends keyof TViews>(view: TView, userId: string): Promise<Awaited<ReturnType<TViews[TView]>>> {
    const local = this.views[view] as TViews[TView];
    // Held here, or by no replica (no open account): answered here, as with one replica.
    if (this.book.forUser(userId) || !(await this.hasOpenAccount(userId))) {
      return (await local(userId)) as Awaited<ReturnType<TViews[TView]>>;
    }
    let reply: Answer;
    try {
      const message = await this.deps.nats.nc.request(this.subject, JSON.stringify({ view, userId }), {
        timeout: ASK_TIMEOUT_MS,
      });
      reply = message.json<Answer>();
    } catch {
      // No replica answered: the account's partition is moving. The caller asks again.
      throw new AppError('UNAVAILABLE', 'Service Unavailable');
    }
    if ('failure' in reply) throw new AppError(reply.failure.code, reply.failure.message);
    return reply.value as Awaited<ReturnType<TViews[TView]>>;
  }
}

async function answerOf(view: () => Promise<unknown>): Promise<Answer> {
  try {
    return { value: await view() };
  } catch (error) {
    if (error instanceof AppError) return { failure: { code: error.code, message: error.message } };
    return { failure: { code: 'UNAVAILABLE', message: 'Service Unavailable' } };
  }
}
