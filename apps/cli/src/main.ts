#!/usr/bin/env node
import { runCommand } from './commands.ts';
import { runAdminCommand } from './commands/admin.ts';
import { nodeIo } from './nodeIo.ts';

const [command, ...rest] = process.argv.slice(2);
if (command === 'admin') {
  // The admin commands work on the server's database: the server's own entry runs them.
  process.exitCode = await runAdminCommand(rest);
} else {
  const result = runCommand(process.argv.slice(2), nodeIo);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}
