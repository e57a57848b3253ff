import { RULE_CATEGORIES } from '@wtt/engine';

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export const USAGE = `Usage: wtt <command> [options]

Commands:
  categories   list the rule categories findings are grouped in
  help         show this help

Exit codes: 0 success, 2 bad usage.`;

/** Runs one command line; pure, so the binary only prints what this returns. */
export function runCommand(args: readonly string[]): CommandResult {
  const [command] = args;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
    case 'categories':
      return { exitCode: 0, stdout: `${RULE_CATEGORIES.join('\n')}\n`, stderr: '' };
    default:
      return { exitCode: 2, stdout: '', stderr: `wtt: unknown command '${command}'\n\n${USAGE}\n` };
  }
}
