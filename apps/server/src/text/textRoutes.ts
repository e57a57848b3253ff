import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseClient } from '../database/connection.ts';
import type { JobStarter } from '../jobs/jobRunner.ts';
import { builderRoutes } from './builder/builderRoutes.ts';
import { glossaryRoutes } from './glossaries/glossaryRoutes.ts';
import { guideRoutes } from './guides/guideRoutes.ts';
import { acceptEmptyJsonDelete, requireJsonForChanges } from './http/requireJsonForChanges.ts';
import { jobRoutes } from './jobs/jobRoutes.ts';
import { promptRoutes } from './prompts/promptRoutes.ts';
import { ruleRoutes } from './rules/ruleRoutes.ts';
import { wizardRoutes } from './wizard/wizardRoutes.ts';

/**
 * The text service under /api/text. Every route needs a session; it is checked on request (before body
 * validation) so an anonymous caller learns nothing but 401.
 */
export const textRoutes =
  (db: DatabaseClient, jobs: JobStarter): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', app.requireIdentity);
    app.addHook('onRequest', requireJsonForChanges);
    acceptEmptyJsonDelete(app);
    await app.register(ruleRoutes);
    await app.register(guideRoutes(db));
    await app.register(glossaryRoutes(db));
    await app.register(promptRoutes(db));
    await app.register(wizardRoutes(db));
    await app.register(builderRoutes(db, jobs));
    await app.register(jobRoutes(db));
  };
