#!/usr/bin/env node
import { runCommand } from './commands.ts';

const result = runCommand(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
