#!/usr/bin/env node
// First: for `check` of a long file it starts the worker threads before the engine loads here.
import './checkWorker.ts';
import { isMainThread } from 'node:worker_threads';
import { runCommand } from './commands.ts';
import { runAdminCommand } from './commands/admin.ts';
import { nodeIo } from './nodeIo.ts';

// In the bundle this file is also the entry of `check`'s worker threads (parallelCheck.ts), which must
// not run the command line again.
if (isMainThread) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'admin') {
    // The admin commands work on the server's database: the server's own entry runs them.
    process.exitCode = await runAdminCommand(rest);
  } else {
    const result = await runCommand(process.argv.slice(2), nodeIo);
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.exitCode;
  }
}
