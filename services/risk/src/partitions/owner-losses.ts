import { subjectFor } from '@prop/service-kit/nats';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { RiskDb } from '../db/types.ts';
import type { RiskBook } from '../state/risk-book.ts';
import { type AccountLoss, lossOf } from '../views/account-loss.ts';
import { ASK_TIMEOUT_MS } from './owner-views.ts';

/** Not under `risk.>`: a plain request to the replicas, kept by no stream. */
const LOSSES_SUBJECT = 'risk-replicas.losses';
/** Accounts per question: an answer (about 150 bytes an account) stays well below NATS' 1 MB message limit. */
const ACCOUNTS_PER_QUESTION = 2000;

export interface AccountRef {
  accountId: string;
  mt5AccountId: string;
}

interface Question {
  accountIds: string[];
  nowMs: number;
}

/**
 * The live losses of many accounts at once, for the admin's at-risk list. Accounts live on the
 * replicas owning their partitions (docs/decisions/013): this replica computes those it holds and
 * asks every other replica for the rest at once (scatter-gather); each answers for those it holds
 * and stays silent when it holds none. The asking stops when every account is answered for, or
 * after the wait: an account nobody answered for (its partition is moving) has no live loss.
 */
export class OwnerLosses {
  private readonly subject: string;

  constructor(
    private readonly deps: Pick<ServiceDeps<RiskDb>, 'nats' | 'config'>,
    private readonly book: RiskBook,
    /** Whether this replica owns the MT5 account's partition. */
    private readonly owns: (mt5AccountId: string) => boolean,
  ) {
    this.subject = subjectFor(deps.config.NAMESPACE, LOSSES_SUBJECT);
  }

  /** Answers the others' questions about the accounts this replica holds. Returns the function that stops it. */
  listen(): () => void {
    const subscription = this.deps.nats.nc.subscribe(this.subject, {
      callback: (error, message) => {
        if (error) return;
        const { accountIds, nowMs } = message.json<Question>();
        const held: Record<string, AccountLoss> = {};
        let any = false;
        for (const accountId of accountIds) {
          const account = this.book.forAccount(accountId);
          if (!account) continue;
          held[accountId] = lossOf(account, nowMs);
          any = true;
        }
        if (any) message.respond(JSON.stringify(held));
      },
    });
    return () => subscription.unsubscribe();
  }

  /** The live losses of the accounts whose holder answered, by account id. */
  async of(accounts: AccountRef[], nowMs: number): Promise<Map<string, AccountLoss>> {
    const losses = new Map<string, AccountLoss>();
    const elsewhere: string[] = [];
    for (const { accountId, mt5AccountId } of accounts) {
      const account = this.book.forAccount(accountId);
      if (account) losses.set(accountId, lossOf(account, nowMs));
      // Of a partition owned here yet not in the book (not followed, or being rebuilt): nobody else
      // holds it, and with one replica nothing is ever asked.
      else if (!this.owns(mt5AccountId)) elsewhere.push(accountId);
    }
    const questions: Promise<void>[] = [];
    for (let start = 0; start < elsewhere.length; start += ACCOUNTS_PER_QUESTION) {
      questions.push(this.ask(elsewhere.slice(start, start + ACCOUNTS_PER_QUESTION), nowMs, losses));
    }
    await Promise.all(questions);
    return losses;
  }

  private async ask(accountIds: string[], nowMs: number, into: Map<string, AccountLoss>): Promise<void> {
    const waiting = new Set(accountIds);
    const question: Question = { accountIds, nowMs };
    try {
      const answers = await this.deps.nats.nc.requestMany(this.subject, JSON.stringify(question), {
        strategy: 'timer',
        maxWait: ASK_TIMEOUT_MS,
      });
      for await (const answer of answers) {
        for (const [accountId, loss] of Object.entries(answer.json<Record<string, AccountLoss>>())) {
          if (waiting.delete(accountId)) into.set(accountId, loss);
        }
        if (waiting.size === 0) break;
      }
    } catch {
      // No replica at all heard the question: the accounts left show their stored level.
    }
  }
}
