import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import {
  dailyQuerySchema,
  dailyResultSchema,
  equityHistoryQuerySchema,
  equityPointSchema,
  positionSchema,
  statisticsSchema,
  TRADING_MESSAGES,
  tradesCsvQuerySchema,
  tradesPageSchema,
  tradesQuerySchema,
} from '@prop/contracts/trading';
import { idParamSchema } from '@prop/contracts/user';
import { requireAdmin, requireTrader } from '@prop/service-kit/caller';
import { sendCsv } from '@prop/service-kit/csv';
import { errorResponses } from '@prop/service-kit/error-responses';
import { fileResponse } from '@prop/service-kit/openapi';
import { badRequest, notFound } from '@prop/service-kit/errors';
import { z } from 'zod';
import type { AccountsContext } from '../context.ts';
import { findOpenJournalScope } from '../db/trading-accounts.ts';
import { TRADES_CSV_COLUMNS } from '../domain/trading/trades-csv.ts';
import { type JournalContext, type JournalScope, journal } from '../trading/journal.ts';

const csvFileName = (now: Date) => `trades-${now.toISOString().slice(0, 10)}.csv`;

const JOURNAL_SIDES = [
  {
    positions: accountsEndpoints.getAccountPositions,
    trades: accountsEndpoints.getAccountTrades,
    csv: accountsEndpoints.getAccountTradesCsv,
    statistics: accountsEndpoints.getAccountStatistics,
    daily: accountsEndpoints.getAccountDaily,
    equity: accountsEndpoints.getAccountEquityHistory,
  },
  {
    positions: accountsEndpoints.getAdminUserPositions,
    trades: accountsEndpoints.getAdminUserTrades,
    csv: accountsEndpoints.getAdminUserTradesCsv,
    statistics: accountsEndpoints.getAdminUserStatistics,
    daily: accountsEndpoints.getAdminUserDaily,
    equity: accountsEndpoints.getAdminUserEquityHistory,
  },
] as const;

/**
 * The journal's reads of the database alone, its scope included: any replica answers them, so
 * only the live positions (the provider's memory) go to the MT5 leader (lead-mt5-work.ts).
 */
export const DATABASE_JOURNAL_ROUTES: ReadonlySet<string> = new Set(
  JOURNAL_SIDES.flatMap((side) => [side.trades, side.csv, side.statistics, side.daily, side.equity].map((e) => e.path)),
);

/**
 * The trading journal of an account, twice over: the trader's own under /api/account/…, found by
 * session, and any trader's under /api/admin/user/{id}/… for the back office. Both read the MT5
 * account of the user's open trading account, from where its holder's history begins; without one, 404 'No trading account linked yet'.
 * The open account is read from the database, not the leader's links, so a follower answers alike.
 */
export const tradingJournalRoutes: FastifyPluginAsyncZod<AccountsContext & { journal: JournalContext }> = async (
  app,
  ctx,
) => {
  const scopeOf = async (userId: string): Promise<JournalScope> => {
    const scope = await findOpenJournalScope(ctx.db, userId);
    if (!scope) throw notFound(ACCOUNT_MESSAGES.noAccount);
    return scope;
  };
  const reads = ctx.journal;
  const [traderSide, adminSide] = JOURNAL_SIDES;
  const sides = [
    {
      ...traderSide,
      who: (request: Parameters<typeof requireTrader>[0]) => scopeOf(requireTrader(request).userId),
      params: {},
    },
    {
      ...adminSide,
      who: (request: Parameters<typeof requireAdmin>[0]) => {
        requireAdmin(request);
        return scopeOf(idParamSchema.parse(request.params).id);
      },
      params: { params: idParamSchema },
    },
  ];

  for (const side of sides) {
    const errors = errorResponses(400, 401, 403, 404);
    app.get(
      side.positions.path,
      { schema: { ...side.params, response: { 200: z.array(positionSchema), ...errors } } },
      async (request) => journal.positions(reads, await side.who(request)),
    );
    app.get(
      side.trades.path,
      {
        schema: { ...side.params, querystring: tradesQuerySchema, response: { 200: tradesPageSchema, ...errors } },
      },
      async (request) => {
        const page = await journal.trades(reads, await side.who(request), request.query);
        if (!page) throw badRequest(TRADING_MESSAGES.badCursor);
        return page;
      },
    );
    app.get(
      side.csv.path,
      {
        schema: {
          ...side.params,
          querystring: tradesCsvQuerySchema,
          response: { 200: fileResponse('text/csv', 'The trades, one per line'), ...errors },
        },
      },
      async (request, reply) => {
        const trades = journal.allTrades(reads, await side.who(request), request.query);
        return sendCsv(reply, csvFileName(reads.now()), TRADES_CSV_COLUMNS, trades);
      },
    );
    app.get(
      side.statistics.path,
      { schema: { ...side.params, response: { 200: statisticsSchema, ...errors } } },
      async (request) => journal.statistics(reads, await side.who(request)),
    );
    app.get(
      side.daily.path,
      {
        schema: {
          ...side.params,
          querystring: dailyQuerySchema,
          response: { 200: z.array(dailyResultSchema), ...errors },
        },
      },
      async (request) => journal.daily(reads, await side.who(request), request.query.month),
    );
    app.get(
      side.equity.path,
      {
        schema: {
          ...side.params,
          querystring: equityHistoryQuerySchema,
          response: { 200: z.array(equityPointSchema), ...errors },
        },
      },
      async (request) => journal.equityHistory(reads, await side.who(request), request.query.range),
    );
  }
};
