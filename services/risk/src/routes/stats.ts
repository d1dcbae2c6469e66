import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RiskContext } from '../context.ts';

const statsSchema = z.object({
  accounts: z.number(),
  updatesJudged: z.number(),
  updatesIgnored: z.number(),
  breachesDetected: z.number(),
  /** Time of the newest update judged (its MT5 time), null before the first. */
  latestUpdateAt: z.string().nullable(),
  /** How far judging trails the MT5 updates: now minus the newest update's time. */
  lagMs: z.number().nullable(),
});

/**
 * GET /stats: how the update stream is keeping up, for operators and the latency benchmark. Like
 * /healthz it is not under /api, so the gateway never exposes it; it holds counts, nobody's data.
 */
export const statsRoutes: FastifyPluginAsyncZod<RiskContext> = async (app, ctx) => {
  app.get('/stats', { schema: { response: { 200: statsSchema } } }, async () => {
    const { applied, ignored, breaches, lastAtMs } = ctx.book.stats;
    return {
      accounts: ctx.book.size,
      updatesJudged: applied,
      updatesIgnored: ignored,
      breachesDetected: breaches,
      latestUpdateAt: applied > 0 ? new Date(lastAtMs).toISOString() : null,
      lagMs: applied > 0 ? ctx.clock.now().getTime() - lastAtMs : null,
    };
  });
};
