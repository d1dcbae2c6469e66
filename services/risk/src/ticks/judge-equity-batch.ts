import { equityBatchReaderOf, equityUpdated } from '@prop/contracts/events/equity-batch';
import type { RiskBook } from '../state/risk-book.ts';

/** What judging a batch needs of the book. */
export type EquityJudge = Pick<RiskBook, 'followed' | 'applyFigures' | 'apply'>;

export interface EquityBatchHandlers {
  book: EquityJudge;
  /** An update the contract refuses: ignored, it costs only itself. */
  unreadable: () => void;
  /** Judging an update threw. */
  failed: (error: unknown, mt5AccountId: unknown) => void;
}

/**
 * Judges every update of a batch's data, in order; false when the data is not a batch or holds
 * none. An update of a followed account's link is read field by field, only the fields judged
 * (its MT5 account, link, time, balance and equity, the figures as cents whatever the batch's
 * version), each checked as its contract checks it; no object is made for it and a time shared by
 * the batch is parsed once. Risk reads 50,000 of them a second, where parsing each by the whole
 * contract was a seventh of its CPU (bench/README.md). The fields it does not read (the trader,
 * the floating P&L, the currency) are not checked: they do not change a verdict. Any other update,
 * of a link not followed yet or of none, is parsed whole by its contract and given to the book,
 * which keeps it for its link or ignores it.
 */
export function judgeEquityBatch(data: unknown, { book, unreadable, failed }: EquityBatchHandlers): boolean {
  const batch = equityBatchReaderOf(data);
  if (batch === undefined || batch.count === 0) return false;
  const mt5AccountIdOf = batch.field('mt5AccountId');
  const accountIdOf = batch.field('accountId');
  const atOf = batch.field('at');
  const balanceOf = batch.cents('balance');
  const equityOf = batch.cents('equity');
  let atText: unknown;
  let atMs = Number.NaN;
  for (let index = 0; index < batch.count; index++) {
    const mt5AccountId = mt5AccountIdOf(index);
    const account = book.followed(mt5AccountId, accountIdOf(index));
    if (account === undefined) {
      judgeWhole(batch.update(index), book, unreadable, failed);
      continue;
    }
    const at = atOf(index);
    const balanceCents = balanceOf(index);
    const equityCents = equityOf(index);
    if (typeof at !== 'string' || balanceCents === undefined || equityCents === undefined) {
      unreadable();
      continue;
    }
    if (at !== atText) {
      atText = at;
      atMs = Date.parse(at);
    }
    try {
      book.applyFigures(account, atMs, balanceCents, equityCents);
    } catch (error) {
      failed(error, mt5AccountId);
    }
  }
  return true;
}

function judgeWhole(item: unknown, book: EquityJudge, unreadable: () => void, failed: EquityBatchHandlers['failed']) {
  const update = equityUpdated.data.safeParse(item);
  if (!update.success) {
    unreadable();
    return;
  }
  try {
    book.apply(update.data);
  } catch (error) {
    failed(error, update.data.mt5AccountId);
  }
}
