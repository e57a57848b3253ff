import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import type { ServerConfig } from './config/environment.ts';
import { createDatabaseClient, type DatabaseClient } from './database/connection.ts';
import {
  EMBEDDED_DATABASE_NAME,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './database/embeddedPostgres.ts';
import { migrateToLatest } from './database/migrations.ts';
import { buildApp } from './http/buildApp.ts';
import { pruneExpiredIdentityData } from './identity/housekeeping.ts';
import { createIdentityMailQueue } from './identity/mailQueue/identityMailQueue.ts';
import { workIdentityMails } from './identity/mailQueue/identityMailWorker.ts';
import { describeThisWorker } from './jobs/heartbeatJob.ts';
import { startJobQueue, type JobQueue } from './jobs/jobQueue.ts';
import { createMailer } from './mail/mailer.ts';
import { deleteOldAcknowledgedNotifications } from './account/notifications/notificationStore.ts';
import { trialJob } from './account/trial/trialJob.ts';
import { registerScheduledJob } from './jobs/scheduledJob.ts';
import { createNoticeMailQueue, workNoticeMails } from './mail/noticeMailQueue.ts';
import { guideBuilderJob } from './text/builder/builderJob.ts';
import { assistantReplyJob } from './assistant/assistantReplyJob.ts';
import { assistantReplyWriter } from './assistant/assistantReplyWriter.ts';
import { createChecks } from './text/checking/checks.ts';
import { shareCodeExpiryJob } from './text/sharing/shareCodeExpiry.ts';
import { deleteOldShareLookups } from './text/sharing/shareLookupBudget.ts';
import { seedPredefinedLibrary } from './text/predefined/seedPredefined.ts';

export { EMBEDDED_DATABASE_NAME };

/** A started server: its address (when it serves HTTP), its parts for tests, and an orderly stop. */
export interface RunningServer {
  /** Base URL such as http://localhost:8080, or undefined for a worker-only process. */
  readonly url: string | undefined;
  readonly db: DatabaseClient;
  readonly jobs: JobQueue;
  readonly app: FastifyInstance | undefined;
  readonly embedded: EmbeddedPostgres | undefined;
  /** Closes HTTP (in-flight requests finish), then the job queue, then the pool, then the embedded database. */
  stop(): Promise<void>;
}

export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  const stop = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse().splice(0)) {
      try {
        await cleanup.run();
        log.debug(`stopped: ${cleanup.name}`);
      } catch (error) {
        log.error({ err: error }, `error while stopping ${cleanup.name}`);
      }
    }
  };

  try {
    let embedded: EmbeddedPostgres | undefined;
    let databaseUrl = config.databaseUrl;
    if (databaseUrl === undefined) {
      const postgresLog = log.child({ component: 'embedded-postgres' });
      embedded = await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, 'postgres'),
        log: (line) => postgresLog.debug(line),
      });
      cleanups.push({ name: 'embedded PostgreSQL', run: () => embedded?.stop() ?? Promise.resolve() });
      databaseUrl = await embedded.ensureDatabase(EMBEDDED_DATABASE_NAME);
      log.info({ port: embedded.port, dataDir: config.dataDir }, 'embedded PostgreSQL started');
    }

    const db = createDatabaseClient(databaseUrl, config.databasePoolSize, log);
    cleanups.push({ name: 'database pool', run: () => db.destroy() });
    const applied = await migrateToLatest(db);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrations applied');
    await seedPredefinedLibrary(db);
    const mailer = createMailer({ config: config.mail, db, log: log.child({ component: 'mail' }) });
    cleanups.push({ name: 'mailer', run: () => mailer.close() });

    // The assistant's checks run in a thread of their own (or on the event loop with CHECK_WORKERS=0).
    const assistantChecks = createChecks(Math.min(1, config.text.checkWorkers));
    cleanups.push({ name: 'assistant checks', run: () => assistantChecks.close() });

    const jobs = await startJobQueue({
      connectionString: databaseUrl,
      db,
      log: log.child({ component: 'jobs' }),
      runWorkers: config.role !== 'web',
      worker: describeThisWorker(config.role),
      registerKinds: async (runner) => {
        await runner.register(guideBuilderJob(db, config.account));
        await runner.register(
          assistantReplyJob({ db, checks: assistantChecks, writer: assistantReplyWriter(config.assistant) }),
        );
      },
      stageDelayMs: config.jobs.stageDelayMs,
      housekeeping: [
        { name: 'identity', run: () => pruneExpiredIdentityData(db) },
        { name: 'sharing', run: async () => ({ shareCodeLookups: await deleteOldShareLookups(db) }) },
        {
          name: 'account',
          run: async () => ({ notifications: await deleteOldAcknowledgedNotifications(db, new Date()) }),
        },
      ],
    });
    cleanups.push({ name: 'job queue', run: () => jobs.stop() });
    const identityMails = await createIdentityMailQueue(jobs.boss);
    if (config.role !== 'web') {
      await workIdentityMails(jobs.boss, {
        db,
        mailer,
        codeLifespanMs: config.identity.codeLifespanMs,
        log: log.child({ component: 'mail' }),
      });
    }
    const noticeMails = await createNoticeMailQueue(jobs.boss);
    if (config.role !== 'web') {
      await workNoticeMails(jobs.boss, mailer, log.child({ component: 'mail' }));
      await registerScheduledJob(jobs.boss, trialJob(db, noticeMails, log.child({ component: 'trial' })));
      await registerScheduledJob(jobs.boss, shareCodeExpiryJob(db, log.child({ component: 'sharing' })));
    }

    let app: FastifyInstance | undefined;
    let url: string | undefined;
    if (config.role !== 'worker') {
      app = await buildApp({
        config,
        log,
        db,
        jobs: jobs.runner,
        embeddedDatabase: embedded !== undefined,
        version: packageJson.version,
        mailer,
        identityMails,
      });
      cleanups.push({ name: 'HTTP server', run: () => app?.close() ?? Promise.resolve() });
      await app.listen({ host: config.host, port: config.port });
      const address = app.server.address();
      const port = address !== null && typeof address === 'object' ? address.port : config.port;
      url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    }
    return { url, db, jobs, app, embedded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
