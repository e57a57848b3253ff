#!/usr/bin/env node
// `wtt admin …` (DESIGN.md section 8): the CLI runs this entry of the server as a child process, because
// apps never import each other and the server owns the database code (docs/decisions.md "Admin command
// line"). It also runs alone: `node apps/server/src/admin/adminMain.ts list`.
import pino from 'pino';
import { ConfigurationError, loadConfig } from '../config/environment.ts';
import {
  ADMIN_EXIT,
  ADMIN_USAGE,
  AdminUsageError,
  parseAdminCommand,
  type AdminCommand,
} from './adminCommand.ts';
import { executeAdminCommand, type AdminResult } from './adminCommands.ts';
import { openAdminDatabase } from './adminDatabase.ts';

const failure = (exitCode: number, message: string): AdminResult => ({
  exitCode,
  stdout: '',
  stderr: message,
});

async function main(args: readonly string[]): Promise<AdminResult> {
  let command: AdminCommand | undefined;
  try {
    command = parseAdminCommand(args);
  } catch (error) {
    if (!(error instanceof AdminUsageError)) throw error;
    return failure(ADMIN_EXIT.usage, `wtt admin: ${error.message}\n\n${ADMIN_USAGE}\n`);
  }
  if (command === undefined) return { exitCode: ADMIN_EXIT.ok, stdout: `${ADMIN_USAGE}\n`, stderr: '' };

  let config;
  try {
    config = loadConfig(process.env, process.cwd());
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return failure(ADMIN_EXIT.usage, `wtt admin: ${error.message}\n`);
  }
  // Warnings (a lost connection) go to standard error; standard output is the command's answer.
  const log = pino({ level: 'warn' }, pino.destination(2));
  let database;
  try {
    database = await openAdminDatabase(config, log);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(ADMIN_EXIT.database, `wtt admin: the database could not be reached: ${reason}\n`);
  }
  try {
    return await executeAdminCommand(database.db, config.account, command);
  } finally {
    await database.close();
  }
}

const result = await main(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
// Not process.exit(): output to a pipe is written asynchronously, and the pool and the database are closed.
process.exitCode = result.exitCode;
