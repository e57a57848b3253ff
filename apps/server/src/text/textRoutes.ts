import type { FastifyPluginAsync } from 'fastify';
import { builderRoutes } from './builder/builderRoutes.ts';
import { checkingRoutes } from './checking/checkingRoutes.ts';
import { glossaryRoutes } from './glossaries/glossaryRoutes.ts';
import { guideRoutes } from './guides/guideRoutes.ts';
import { acceptEmptyJsonDelete, requireJsonForChanges } from '../routing/requireJsonForChanges.ts';
import { jobRoutes } from './jobs/jobRoutes.ts';
import { promptRoutes } from './prompts/promptRoutes.ts';
import { ruleRoutes } from './rules/ruleRoutes.ts';
import { sharingRoutes } from './sharing/sharingRoutes.ts';
import type { TextDependencies } from './textDependencies.ts';
import { wizardRoutes } from './wizard/wizardRoutes.ts';

/**
 * The text service under /api/text. Every route needs a session and an open account; both are checked on
 * request (before body validation) so an anonymous caller learns nothing but 401, a closed account 403.
 */
export const textRoutes =
  (deps: TextDependencies): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', app.requireIdentity);
    app.addHook('onRequest', deps.openAccountGate);
    app.addHook('onRequest', requireJsonForChanges);
    acceptEmptyJsonDelete(app);
    await app.register(ruleRoutes);
    await app.register(guideRoutes(deps));
    await app.register(sharingRoutes(deps));
    await app.register(glossaryRoutes(deps));
    await app.register(promptRoutes(deps));
    await app.register(checkingRoutes(deps.db, deps.config.checkWorkers));
    await app.register(wizardRoutes(deps));
    await app.register(builderRoutes(deps));
    await app.register(jobRoutes(deps.db));
  };
