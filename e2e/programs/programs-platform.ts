import type { APIRequestContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { TradingAccount } from '../../packages/contracts/src/account.ts';
import { objectiveMet } from '../../packages/contracts/src/events/risk.ts';
import {
  type AccountObjectives,
  accountObjectivesSchema,
  programCatalogueSchema,
  sizeTierId,
} from '../../packages/contracts/src/program.ts';
import { connectNats } from '../../packages/service-kit/src/nats.ts';
import { publishEvent } from '../../packages/service-kit/src/testing/publish-event.ts';
import { baseUrl, screenshot } from '../browser.ts';

/** The simulator's control: the account's equity jumps there (no position is open, so it stays). */
export async function driveEquity(admin: APIRequestContext, mt5AccountId: string, equity: number): Promise<void> {
  const driven = await admin.post(`${baseUrl()}/api/admin/mt5-accounts/${encodeURIComponent(mt5AccountId)}/equity`, {
    data: { equity },
  });
  expect(driven.status(), await driven.text()).toBe(200);
}

/** The trader's objectives as risk serves them; undefined while risk follows no account of theirs. */
export async function objectivesOf(trader: APIRequestContext): Promise<AccountObjectives | undefined> {
  const response = await trader.get(`${baseUrl()}/api/account/objectives`);
  return response.status() === 200 ? accountObjectivesSchema.parse(await response.json()) : undefined;
}

/**
 * Waits until risk follows the trader's account in `programId` and answers its objectives. A loop
 * of its own rather than `expect.poll`, which only runs inside a test, not in `beforeAll`.
 */
export async function objectivesIn(trader: APIRequestContext, programId: string): Promise<AccountObjectives> {
  return objectivesWhere(trader, (found) => found.program.id === programId, `a ${programId} account`);
}

/** Waits until risk judges the trader's account by the pack `rulePackId` (e.g. 'two-step/1'). */
export async function objectivesUnder(trader: APIRequestContext, rulePackId: string): Promise<AccountObjectives> {
  return objectivesWhere(trader, (found) => found.rulePack.id === rulePackId, `the pack ${rulePackId}`);
}

async function objectivesWhere(
  trader: APIRequestContext,
  wanted: (found: AccountObjectives) => boolean,
  what: string,
): Promise<AccountObjectives> {
  const deadline = Date.now() + 30_000;
  let found: AccountObjectives | undefined;
  while (Date.now() < deadline) {
    found = await objectivesOf(trader);
    if (found && wanted(found)) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`risk did not judge ${what} within 30 s (last pack: ${found?.rulePack.id})`);
}

/** The trader's account as GET /api/account answers it. */
export async function accountOf(trader: APIRequestContext): Promise<TradingAccount> {
  const response = await trader.get(`${baseUrl()}/api/account`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TradingAccount;
}

/**
 * Buys a size of a program through the public API at the catalogue's price, as the purchase
 * screen sends it, and has the signed-in admin approve it; answers the purchase id.
 */
export async function buyAndApprove(
  trader: APIRequestContext,
  admin: APIRequestContext,
  programId: string,
  amount: number,
): Promise<string> {
  const catalogue = programCatalogueSchema.parse(await (await trader.get(`${baseUrl()}/api/programs`)).json());
  const size = catalogue.find(({ id }) => id === programId)?.sizes.find((each) => each.amount === amount);
  if (!size) throw new Error(`the catalogue sells no ${amount} of ${programId}`);
  const bought = await trader.post(`${baseUrl()}/api/purchase/funding-account`, {
    data: { programId, tierId: sizeTierId(amount), amount, price: Number(size.price) },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const { id } = (await bought.json()) as { id: string };
  const approved = await admin.patch(`${baseUrl()}/api/admin/purchases/${encodeURIComponent(id)}`, {
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

/**
 * Says on NATS, as risk would, that every target of the account's phase is met: the platform has
 * no route that does this, and meeting a minimum of trading days for real takes days.
 */
export async function publishAllTargetsMet(
  account: { userId: string; accountId: string; mt5AccountId: string },
  rulePack: { id: string; version: number },
): Promise<void> {
  const nats = await connectNats(inject('natsUrl'), 'e2e-programs');
  try {
    await publishEvent(nats.js, inject('namespace'), objectiveMet, {
      ...account,
      rule: 'profit_target',
      rulePack,
      metAt: new Date().toISOString(),
      allTargetsMet: true,
    });
  } finally {
    await nats.nc.close();
  }
}

/** The toasts' live region of either app. */
export const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });

/**
 * The whole page from its top: a full-page shot of a scrolled page draws the sticky header and
 * sidebar where the scroll left them, across the content.
 */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * Takes a fresh trader through phase 1 of the Two-Step Challenge by the API: bought and approved,
 * every target met (published as risk would), the review approved by the admin. Answers the id of
 * the certificate of the passed phase; the trader then holds the phase 2 account.
 */
export async function passTwoStepPhaseOne(
  trader: APIRequestContext,
  admin: APIRequestContext,
  userId: string,
): Promise<string> {
  await buyAndApprove(trader, admin, 'two-step', 10000);
  const phase1 = await objectivesUnder(trader, 'two-step/1');
  const account = await accountOf(trader);
  await publishAllTargetsMet(
    { userId, accountId: account.id, mt5AccountId: account.mt5AccountId ?? '' },
    phase1.rulePack,
  );
  const reviewId = await poll(async () => {
    const pending = await admin.get(`${baseUrl()}/api/admin/phase-reviews?status=pending`);
    const reviews = (await pending.json()) as { id: string; accountId: string }[];
    return reviews.find((review) => review.accountId === account.id)?.id;
  });
  const decided = await admin.post(`${baseUrl()}/api/admin/phase-reviews/${encodeURIComponent(reviewId)}`, {
    data: { decision: 'approve' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  return poll(async () => {
    const listed = await trader.get(`${baseUrl()}/api/account/certificates`);
    return listed.status() === 200 ? ((await listed.json()) as { id: string }[])[0]?.id : undefined;
  });
}

/** Asks until the answer is there, for 20 s at the most. */
async function poll<T>(ask: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await ask();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error('no answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
