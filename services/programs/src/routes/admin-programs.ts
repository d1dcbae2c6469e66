import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import {
  adminProgramSchema,
  newProgramSchema,
  PROGRAM_MESSAGES,
  programCatalogueSchema,
  programSchema,
  programVersionInputSchema,
} from '@prop/contracts/program';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { addProgramVersion } from '../commands/add-program-version.ts';
import { createProgram } from '../commands/create-program.ts';
import type { ProgramsContext } from '../context.ts';
import { catalogue } from '../db/catalogue.ts';
import { versionsOf } from '../db/program-versions.ts';
import { programOf } from '../domain/program-view.ts';

const programParams = z.object({ id: z.string().min(1).max(40) });

/** The back office's programs editor: every program, its versions, new programs and new versions. */
export const adminProgramRoutes: FastifyPluginAsyncZod<ProgramsContext> = async (app, ctx) => {
  app.get(
    programsEndpoints.getAdminPrograms.path,
    { schema: { response: { 200: programCatalogueSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireAdmin(request);
      return catalogue(ctx.db);
    },
  );

  app.post(
    programsEndpoints.postAdminPrograms.path,
    { schema: { body: newProgramSchema, response: { 201: programSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      requireAdmin(request);
      const program = await createProgram(ctx.runtime, actorOf(request), request.body);
      return reply.code(201).send(program);
    },
  );

  app.get(
    programsEndpoints.getAdminProgramsById.path,
    {
      schema: { params: programParams, response: { 200: adminProgramSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      requireAdmin(request);
      const versions = (await versionsOf(ctx.db, request.params.id)).map(programOf);
      const [latest] = versions;
      if (!latest) throw notFound(PROGRAM_MESSAGES.notFound);
      return { latest, versions };
    },
  );

  app.post(
    programsEndpoints.postAdminProgramsByIdVersions.path,
    {
      schema: {
        params: programParams,
        body: programVersionInputSchema,
        response: { 201: programSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const program = await addProgramVersion(ctx.runtime, actorOf(request), request.params.id, request.body);
      return reply.code(201).send(program);
    },
  );
};
