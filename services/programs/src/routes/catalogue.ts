import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { programCatalogueSchema } from '@prop/contracts/program';
import type { ProgramsContext } from '../context.ts';
import { catalogue } from '../db/catalogue.ts';

/** What is on sale, for anyone: the purchase screen shows it before sign-in too. */
export const catalogueRoutes: FastifyPluginAsyncZod<ProgramsContext> = async (app, ctx) => {
  app.get(programsEndpoints.getPrograms.path, { schema: { response: { 200: programCatalogueSchema } } }, async () =>
    (await catalogue(ctx.db)).filter((program) => program.active),
  );
};
