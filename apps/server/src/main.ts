#!/usr/bin/env node
import { ConfigurationError, loadConfig } from './config/environment.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

// `wtt-server --role=worker` runs job workers alone; the flag wins over WTT_ROLE.
const roleFlag = process.argv.find((argument) => argument.startsWith('--role='))?.slice('--role='.length);
const environment = roleFlag ? { ...process.env, WTT_ROLE: roleFlag } : process.env;

let config;
try {
  config = loadConfig(environment, process.cwd());
} catch (error) {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}

const log = createLogger(config);
const server = await startServer(config, log).catch((error: unknown) => {
  log.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});

if (server.url) log.info(`Write the Tone is running at ${server.url}`);
else log.info(`Write the Tone worker is running (role ${config.role})`);

/** After a crash the stop may hang on what broke; the process must still exit for its supervisor. */
const CRASH_STOP_TIMEOUT_MS = 30_000;

let stopping = false;
/**
 * Stops in order (HTTP, jobs, pool, embedded database) and exits: 0 after a signal and a clean stop, 1
 * after a crash or a failed stop, so a supervisor that restarts on failure brings a crashed process back.
 */
const shutdown = (reason: NodeJS.Signals | 'crash'): void => {
  if (stopping) {
    log.warn(`${reason === 'crash' ? 'another crash' : reason} while stopping: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  const exitCode = reason === 'crash' ? 1 : 0;
  if (reason === 'crash') {
    setTimeout(() => {
      log.error(`the stop after the crash took over ${CRASH_STOP_TIMEOUT_MS} ms: exiting without waiting`);
      process.exit(1);
    }, CRASH_STOP_TIMEOUT_MS).unref();
  }
  log.info({ reason }, 'shutting down: HTTP, then jobs, then the database pool, then the embedded database');
  server.stop().then(
    () => {
      log.info({ exitCode }, exitCode === 0 ? 'stopped cleanly' : 'stopped after a crash');
      process.exit(exitCode);
    },
    (error: unknown) => {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  shutdown('crash');
});
process.on('unhandledRejection', (reason) => {
  log.fatal({ err: reason }, 'unhandled promise rejection');
  shutdown('crash');
});
